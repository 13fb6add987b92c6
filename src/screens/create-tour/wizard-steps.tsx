import { useTranslate } from '../../i18n/use-translate';

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
