import type { ReactNode } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { submitWith } from '../../ui/form-submit';

export const WIZARD_STEPS = ['source', 'details', 'file', 'processing'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The wizard's steps, the current one marked for assistive technology (aria-current="step"). */
export function WizardSteps({ current }: { current: WizardStep }) {
  const t = useTranslate();
  const currentIndex = WIZARD_STEPS.indexOf(current);
  return (
    <ol className="create-tour-steps" aria-label={t('createTour.steps.label')}>
      {WIZARD_STEPS.map((step, index) => (
        <li
          key={step}
          className="create-tour-step"
          data-state={index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next'}
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className="create-tour-step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span>{t(`createTour.steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** A panel's heading: focused when the panel appears (tabIndex -1 makes that possible). */
export function PanelHeading({ children }: { children: string }) {
  return (
    <h2 className="create-tour-heading" tabIndex={-1} data-panel-heading>
      {children}
    </h2>
  );
}

/**
 * A step's form: named by `label`, its heading first, checked by the step rather than the
 * browser; `onSubmit` is called without the page reloading.
 */
export function WizardForm({
  label,
  heading,
  busy,
  onSubmit,
  children,
}: {
  label: string;
  heading: string;
  busy?: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="create-tour-form"
      aria-label={label}
      aria-busy={busy}
      noValidate
      onSubmit={submitWith(onSubmit)}
    >
      <PanelHeading>{heading}</PanelHeading>
      {children}
    </form>
  );
}
