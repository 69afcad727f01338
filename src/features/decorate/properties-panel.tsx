// The right panel: the selected block's properties, a schema form from the shared renderer. The
// form is rebuilt when the selection or the document changes from outside (undo, redo, load), and
// reports every edit back as the block's new properties.
import { createForm, onFormValuesChange } from '@formily/core';
import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../../renderers/form/schema-form';
import { blocks } from './blocks/registry';
import type { BlockInstance, BlockProps } from './document';

interface Props {
  block: BlockInstance | null;
  revision: number;
  onChange(id: string, props: BlockProps): void;
}

function BlockForm({ block, onChange }: { block: BlockInstance; onChange: Props['onChange'] }) {
  const definition = blocks[block.type];
  const form = useMemo(
    () =>
      createForm({
        values: { ...definition.defaults, ...block.props },
        effects() {
          onFormValuesChange((changed) => onChange(block.id, JSON.parse(JSON.stringify(changed.values)) as BlockProps));
        },
      }),
    // Built once per mount: the parent's key remounts it when the block changes from outside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <SchemaForm
      form={form}
      schema={definition.propertiesSchema}
      path={`decorate.blocks.${block.type}`}
      layout="vertical"
    />
  );
}

export function PropertiesPanel({ block, revision, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={block ? t(blocks[block.type].titleKey) : t('decorate.properties')}
      style={{ width: 300, flex: 'none' }}
      data-testid="properties-panel"
    >
      {block ? (
        <BlockForm key={`${block.id}:${revision}`} block={block} onChange={onChange} />
      ) : (
        <Empty description={t('decorate.selectBlock')} />
      )}
    </Card>
  );
}
