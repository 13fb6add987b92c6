import { useParams } from 'react-router-dom';
import { TourEditorScreen } from './tour-editor-screen';

/** /dashboard/tours/{id}: one editor per tour (a new id starts afresh). */
export function TourScreen() {
  const { id = '' } = useParams();
  return <TourEditorScreen key={id} tourId={id} />;
}
