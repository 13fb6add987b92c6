import { ScreenIntro } from '../app/page-metadata';
import { CreateTourWizard } from '../create-tour/create-tour-wizard';

/** /dashboard/create-tour: the create-tour wizard (issue 7, point 1). */
export function CreateTourScreen() {
  return (
    <>
      <ScreenIntro page="createTour" noIndex />
      <CreateTourWizard />
    </>
  );
}
