// /hierpuni/materia/video: the site's videos.
import { MaterialsPage } from './materials-page';

export default function MaterialsVideoPage() {
  return <MaterialsPage kind="video" />;
}
