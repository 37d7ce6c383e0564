import type { ApiClient } from '../api/client.ts';
import { equipmentContracts } from '../../shared/contracts/equipment.ts';
import type { EnvelopeMessage } from '../../shared/contracts/endpoint.ts';

/** What a form of the equipment page answers: which form (`intent`, `key`), its refusals, or what was done. */
export interface EquipmentResult {
  intent: string;
  key: string;
  errors: EnvelopeMessage[];
  done?: 'saved' | 'removed' | 'booked' | 'remindersOff' | 'remindersOn';
}

/** One form's call: the API answers, and a refusal (thrown) comes back to the form it came from. */
export async function equipmentAction(api: ApiClient, form: FormData): Promise<EquipmentResult> {
  const text = (name: string) => String(form.get(name) ?? '');
  const intent = text('intent');
  const key = text('key');
  const ok = (done: EquipmentResult['done']): EquipmentResult => ({ intent, key, errors: [], done });
  if (intent === 'remove') {
    await api.call(equipmentContracts.remove, { id: Number(text('id')) });
    return ok('removed');
  }
  if (intent === 'book') {
    const window = text('window') === 'afternoon' ? 'afternoon' : 'morning';
    await api.call(equipmentContracts.book, { id: Number(text('id')), ruleId: Number(text('ruleId')), date: text('date'), window });
    return ok('booked');
  }
  if (intent === 'reminders') {
    const off = text('off') === '1';
    await api.call(equipmentContracts.reminders, { off });
    return ok(off ? 'remindersOff' : 'remindersOn');
  }
  await api.call(equipmentContracts.save, {
    productId: Number(text('productId')),
    count: Number(text('count')),
    addressId: Number(text('addressId')),
    installedOn: text('installedOn'),
    lastServicedOn: text('lastServicedOn') || null,
  });
  return ok('saved');
}
