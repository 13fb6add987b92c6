import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { IntlProvider } from 'react-intl';
import { createActor, fromPromise, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../tests/support/render-app';
import { tourView } from '../../../tests/support/tour-view';
import type { FrameCorrection, TourView } from '../../contract/tours';
import { tourEditorMachine } from '../../machines/tour-editor.machine';
import { UnitQuestion } from './unit-question';

/** The spider of assimp's test models: 193 units tall, read as millimetres (decision 0053). */
const SPIDER = tourView({
  id: 'spider',
  status: 'ready',
  kind: 'object',
  model: { format: 'obj', unit: 'mm', correction: null, unitUncertain: true },
  bounds: { min: { x: -0.075, y: 0, z: -0.04 }, max: { x: 0.075, y: 0.193, z: 0.04 } },
});

/** The editor machine on a loaded tour; the server's answer to the frame is held. */
async function editorOn(tour: TourView) {
  const sent: FrameCorrection[] = [];
  const editor = createActor(
    tourEditorMachine.provide({
      actors: {
        loadTour: fromPromise(async () => tour),
        reframeTour: fromPromise(({ input }) => {
          sent.push(input.correction);
          return new Promise<TourView>(() => {});
        }),
      },
    }),
    { input: { tourId: tour.id } },
  ).start();
  await waitFor(() => expect(editor.getSnapshot().matches({ ready: 'viewing' })).toBe(true));
  return { editor, sent };
}

function Question({ editor }: { editor: Actor<typeof tourEditorMachine> }) {
  const snapshot = useSelector(editor, (state) => state);
  return <UnitQuestion snapshot={snapshot} send={editor.send} />;
}

function renderQuestion(editor: Actor<typeof tourEditorMachine>, locale: 'en' | 'th' = 'en') {
  return render(
    <IntlProvider locale={locale} messages={readCatalogue(locale)}>
      <Question editor={editor} />
    </IntlProvider>,
  );
}

describe('UnitQuestion', () => {
  it('asks whether the guessed size is right, and "Yes" keeps the frame it was read in', async () => {
    const { editor, sent } = await editorOn(SPIDER);
    renderQuestion(editor);
    const question = within(screen.getByTestId('unit-question'));
    expect(question.getByRole('heading', { name: 'Is this its real size?' })).toBeVisible();
    expect(
      question.getByText('This looks like an object about 19 cm tall: right?'),
    ).toBeInTheDocument();
    await userEvent.click(question.getByRole('button', { name: 'Yes, that is its size' }));
    expect(sent).toEqual([{ turns: { x: 0, y: 0, z: 0 }, unit: 'mm' }]);
    expect(question.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it('offers every other unit with the height it would give, and processes in the one chosen', async () => {
    const { editor, sent } = await editorOn(SPIDER);
    renderQuestion(editor);
    const units = screen.getByLabelText('No, it was drawn in');
    expect(
      within(units)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'centimetres (cm): about 1.9 m tall',
      'metres (m): about 190 m tall',
      'inches (in): about 4.9 m tall',
      'feet (ft): about 59 m tall',
    ]);
    await userEvent.selectOptions(units, 'cm');
    await userEvent.click(screen.getByRole('button', { name: 'Process again in this unit' }));
    expect(sent).toEqual([{ turns: { x: 0, y: 0, z: 0 }, unit: 'cm' }]);
  });

  it('is not asked again once the owner has answered, nor of a unit taken with certainty', async () => {
    const answered = await editorOn(
      tourView({
        ...SPIDER,
        model: { ...SPIDER.model!, correction: { turns: { x: 0, y: 0, z: 0 }, unit: 'mm' } },
      }),
    );
    renderQuestion(answered.editor);
    const certain = await editorOn(
      tourView({ ...SPIDER, model: { format: 'obj', unit: 'm', correction: null } }),
    );
    renderQuestion(certain.editor);
    expect(screen.queryByTestId('unit-question')).not.toBeInTheDocument();
  });

  it('speaks the owner’s language, its lengths in the language’s own format', async () => {
    const { editor } = await editorOn(SPIDER);
    renderQuestion(editor, 'th');
    expect(screen.getByTestId('unit-question')).toHaveTextContent(/ดูเหมือนเป็นวัตถุที่สูงประมาณ 19 ซม/);
  });
});
