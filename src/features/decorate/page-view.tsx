// A page's blocks drawn as visitors see them: the phone preview uses it as is, the canvas wraps
// each block in its editing frame.
import type { BlockData } from './blocks/types';
import { blocks } from './blocks/registry';
import type { BlockInstance, Device } from './document';

/** One block, drawn by its registry entry with its defaults under the saved properties. */
export function BlockView({ block, data, device }: { block: BlockInstance; data: BlockData | null; device: Device }) {
  const { Render, defaults } = blocks[block.type];
  return <Render props={{ ...defaults, ...block.props }} data={data} device={device} />;
}

export function PageView({
  blocks: list,
  data,
  device,
}: {
  blocks: BlockInstance[];
  data: BlockData | null;
  device: Device;
}) {
  return (
    <>
      {list.map((block) => (
        <section key={block.id} data-block-type={block.type}>
          <BlockView block={block} data={data} device={device} />
        </section>
      ))}
    </>
  );
}

/** The screen width of each page type: a phone, or a desktop page. */
export const deviceWidth: Record<Device, number> = { mobile: 375, pc: 960 };
