// A form with a conditional rule (tests/unit/fixtures/screens/parties.json: a company needs a
// 6-digit tax number) shows and enforces it as the server does: the asterisk and the required
// message come and go with the condition field, and the branch's pattern applies while it holds.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import parties from '../fixtures/screens/parties.json';
import { renderScreen } from './render-screen';
import { stubProvider } from './stub-provider';

const dialog = () => screen.getByRole('dialog');
const field = (title: string) => within(dialog()).getByLabelText(title);
const itemOf = (title: string) => field(title).closest('.ant-formily-item') as HTMLElement;
const asterisk = (title: string) => itemOf(title).querySelector('.ant-formily-item-asterisk');
const message = (title: string) => itemOf(title).querySelector('.ant-formily-item-help')?.textContent ?? null;
const pick = (label: string) => userEvent.click(within(dialog()).getByRole('radio', { name: label }));
const ok = () => userEvent.click(within(dialog()).getByRole('button', { name: /确\s?定/ }));

async function openAddForm() {
  const provider = stubProvider([{ id: 1, name: 'Existing', kind: 'person' }]);
  renderScreen(parties, provider);
  await screen.findByText('Existing');
  await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
  await screen.findByRole('dialog');
  await userEvent.type(field('fixtureParty.name'), 'Acme');
  return provider;
}

describe('a form with a conditional rule', () => {
  it('marks the then field required while the condition holds, and drops the mark and its message when not', async () => {
    const provider = await openAddForm();
    expect(asterisk('fixtureParty.taxNo')).toBeNull();

    await pick('fixtureParty.company');
    await waitFor(() => expect(asterisk('fixtureParty.taxNo')).not.toBeNull());
    await ok();
    await waitFor(() => expect(message('fixtureParty.taxNo')).toBe('该字段是必填字段'));
    expect(provider.create).not.toHaveBeenCalled();

    await pick('fixtureParty.person');
    await waitFor(() => expect(asterisk('fixtureParty.taxNo')).toBeNull());
    await waitFor(() => expect(message('fixtureParty.taxNo')).toBeNull());
    await ok();
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    expect(provider.create).toHaveBeenCalledWith({
      resource: 'api/crmParties',
      variables: { name: 'Acme', kind: 'person' },
    });
  });

  it("applies the then branch's pattern only while the condition holds", async () => {
    const provider = await openAddForm();
    await pick('fixtureParty.company');
    await userEvent.type(field('fixtureParty.taxNo'), '12ab');
    await userEvent.tab();
    await waitFor(() => expect(message('fixtureParty.taxNo')).toBe('该字段不是一个合法的字段'));

    await pick('fixtureParty.person');
    await waitFor(() => expect(message('fixtureParty.taxNo')).toBeNull());
    await pick('fixtureParty.company');
    await userEvent.clear(field('fixtureParty.taxNo'));
    await userEvent.type(field('fixtureParty.taxNo'), '123456');
    await ok();
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
    expect(provider.create).toHaveBeenCalledWith({
      resource: 'api/crmParties',
      variables: { name: 'Acme', kind: 'company', taxNo: '123456' },
    });
  });
});
