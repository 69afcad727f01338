// Peer of the 10,000-row figures: the bench's screen (ours-table.tsx) written by hand in plain
// antd, its toolbar above antd's virtual Table, with none of our layers (bench/renderer.ts).
import { createRoot } from 'react-dom/client';
import { PeerToolbar } from './peer-toolbar';
import { VirtualRowsPage } from './virtual-rows-page';

createRoot(document.getElementById('root') as HTMLElement).render(
  <VirtualRowsPage above={(selectedCount) => <PeerToolbar add={false} selectedCount={selectedCount} />} />,
);
