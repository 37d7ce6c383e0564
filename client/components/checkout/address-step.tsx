import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { addressContracts, type AddressInput, type Province } from '../../../shared/contracts/checkout.ts';
import { ApiError } from '../../api/client.ts';
import { checkoutApi, type CheckoutActor } from '../../checkout/checkout-runtime.ts';
import { useLocale } from '../../locale.ts';
import { StepForward } from './step-forward.tsx';

const EMPTY: AddressInput = { receiverName: '', receiverMobile: '', province: '', city: '', street: '', postalCode: '' };

/**
 * Choose a saved address (type 5), or add one: province and city from Iran's list, sent by their Persian names. An
 * address chosen before (Back from a later step) leads on by Next or by tapping it again.
 */
export function AddressStep({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('checkout');
  const addresses = useSelector(actor, (s) => s.context.addresses);
  const chosen = useSelector(actor, (s) => s.context.addressId);
  const error = useSelector(actor, (s) => s.context.error);
  const [adding, setAdding] = useState(addresses.length === 0);
  return (
    <fieldset className="checkout-step">
      <legend>{t('address.title')}</legend>
      {addresses.length === 0 && <p>{t('address.none')}</p>}
      {addresses.map((a) => (
        <label key={a.id} className="checkout-option">
          <input
            type="radio"
            name="address"
            value={a.id}
            checked={chosen === a.id}
            onChange={() => actor.send({ type: 'checkout.chooseAddress', addressId: a.id })}
            // A checked radio sends no change event: a tap on the chosen address means "this one, go on".
            onClick={() => chosen === a.id && actor.send({ type: 'checkout.next' })}
          />
          <span className="checkout-option__text">
            <strong>{a.receiverName}</strong> · <bdi dir="ltr">{a.receiverMobile}</bdi>
            <small>{a.province}، {a.city}، {a.street} · <bdi dir="ltr">{a.postalCode}</bdi></small>
          </span>
        </label>
      ))}
      {chosen !== null && !adding && <StepForward actor={actor} />}
      {adding ? (
        <AddressForm onSave={(address) => actor.send({ type: 'checkout.addAddress', address })} error={error instanceof ApiError ? error : null} />
      ) : (
        <button type="button" className="button" onClick={() => setAdding(true)}>{t('address.add')}</button>
      )}
    </fieldset>
  );
}

function AddressForm({ onSave, error }: { onSave(address: AddressInput): void; error: ApiError | null }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [value, setValue] = useState(EMPTY);
  const [provinces, setProvinces] = useState<Province[]>([]);
  useEffect(() => {
    void checkoutApi.call(addressContracts.provinces, {}).then(setProvinces).catch(() => setProvinces([]));
  }, []);
  const cities = provinces.find((p) => p.fa === value.province)?.cities ?? [];
  const set = (field: keyof AddressInput) => (e: { target: { value: string } }) =>
    setValue((v) => ({ ...v, [field]: e.target.value, ...(field === 'province' ? { city: '' } : {}) }));
  const fieldError = (field: string) => error?.messages.find((m) => m.item2 === field)?.item1;
  const input = (field: keyof AddressInput, props: Record<string, unknown> = {}) => (
    <div className="form-field">
      <label htmlFor={`address-${field}`}>{t(`address.${field}`)}</label>
      <input id={`address-${field}`} name={field} value={value[field]} onChange={set(field)} required aria-invalid={Boolean(fieldError(field))} {...props} />
      {fieldError(field) && <p className="field-error">{fieldError(field)}</p>}
    </div>
  );
  return (
    <form
      className="address-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(value);
      }}
    >
      {input('receiverName', { autoComplete: 'name' })}
      {input('receiverMobile', { inputMode: 'tel', dir: 'ltr', autoComplete: 'tel' })}
      <div className="form-field">
        <label htmlFor="address-province">{t('address.province')}</label>
        <select id="address-province" name="province" value={value.province} onChange={set('province')} required>
          <option value="">{t('address.choose')}</option>
          {provinces.map((p) => <option key={p.id} value={p.fa}>{locale === 'en' ? p.en : p.fa}</option>)}
        </select>
        {fieldError('province') && <p className="field-error">{fieldError('province')}</p>}
      </div>
      <div className="form-field">
        <label htmlFor="address-city">{t('address.city')}</label>
        <select id="address-city" name="city" value={value.city} onChange={set('city')} required disabled={!cities.length}>
          <option value="">{t('address.choose')}</option>
          {cities.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
        {fieldError('city') && <p className="field-error">{fieldError('city')}</p>}
      </div>
      {input('street', { autoComplete: 'street-address' })}
      {input('postalCode', { inputMode: 'numeric', dir: 'ltr', autoComplete: 'postal-code' })}
      <button type="submit" className="button button--primary">{t('address.save')}</button>
    </form>
  );
}
