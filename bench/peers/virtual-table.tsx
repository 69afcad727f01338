// Reference of the 10,000-row figures (no budget): antd's virtual Table with nothing above it, so
// it measures the toolbar our screen shows as much as our layers (bench/renderer.ts).
import { createRoot } from 'react-dom/client';
import { VirtualRowsPage } from './virtual-rows-page';

createRoot(document.getElementById('root') as HTMLElement).render(<VirtualRowsPage above={() => null} />);
