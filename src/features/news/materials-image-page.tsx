// /hierpuni/materia/index: the site's images.
import { MaterialsPage } from './materials-page';

export default function MaterialsImagePage() {
  return <MaterialsPage kind="image" />;
}
