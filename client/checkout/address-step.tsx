import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../i18n/react.tsx';
import { addressContracts, type AddressInput, type Province } from '../../shared/contracts/checkout.ts';
import { servesAddress, type DeliveryZone } from '../../shared/delivery-zone.ts';
import { localDigits } from '../../shared/format.ts';
import { ApiError } from '../api/client.ts';
import { useSession } from '../auth/session.ts';
import { checkoutApi, type CheckoutActor } from './checkout-runtime.ts';
import { useLocale } from '../i18n/locale.ts';
import { MixedText } from '../ui/mixed-text.tsx';
import { StepForward } from './step-forward.tsx';

const EMPTY: AddressInput = { receiverName: '', receiverMobile: '', province: '', city: '', street: '', postalCode: '' };

/**
 * Choose a saved address (type 5), or add one: province and city from Iran's list, sent by their Persian names. An
 * address chosen before (Back from a later step) leads on by Next or by tapping it again. A delivery method that serves
 * only some places (the Tehran courier) offers only addresses there, and the new-address form only its places.
 */
export function AddressStep({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const addresses = useSelector(actor, (s) => s.context.addresses);
  const chosen = useSelector(actor, (s) => s.context.addressId);
  const error = useSelector(actor, (s) => s.context.error);
  const delivery = useSelector(actor, (s) => s.context.deliveries.find((d) => d.id === s.context.cart?.deliveryId) ?? null);
  const zone = delivery?.zone ?? null;
  const [adding, setAdding] = useState(addresses.length === 0);
  const chosenServed = addresses.some((a) => a.id === chosen && servesAddress(zone, a));
  return (
    <fieldset className="checkout-step">
      <legend>{t('address.title')}</legend>
      {zone && delivery && (
        <p className="checkout-step__note">
          {t('address.zoneOnly', { delivery: delivery.name, places: zone.map((p) => p.city ?? p.province).join(locale === 'fa' ? '، ' : ', ') })}{' '}
          <button type="button" className="button button--link" onClick={() => actor.send({ type: 'checkout.back' })}>
            {t('address.otherDelivery')}
          </button>
        </p>
      )}
      {addresses.length === 0 && <p>{t('address.none')}</p>}
      {addresses.map((a) => {
        const served = servesAddress(zone, a);
        return (
          <label key={a.id} className="checkout-option" data-served={served}>
            <input
              type="radio"
              name="address"
              value={a.id}
              checked={chosen === a.id && served}
              disabled={!served}
              aria-describedby={served ? undefined : `address-${a.id}-zone`}
              onChange={() => actor.send({ type: 'checkout.chooseAddress', addressId: a.id })}
              // A checked radio sends no change event: a tap on the chosen address means "this one, go on".
              onClick={() => chosen === a.id && actor.send({ type: 'checkout.next' })}
            />
            <span className="checkout-option__text">
              <span>
                <strong>
                  <MixedText text={a.receiverName} />
                </strong>{' '}
                · <bdi dir="ltr">{localDigits(a.receiverMobile, locale)}</bdi>
              </span>
              <small>
                <MixedText text={`${a.province}، ${a.city}، ${a.street}`} /> · <bdi dir="ltr">{localDigits(a.postalCode, locale)}</bdi>
              </small>
              {!served && delivery && (
                <small id={`address-${a.id}-zone`} className="checkout-option__refused">
                  {t('address.outOfZone', { delivery: delivery.name })}
                </small>
              )}
            </span>
          </label>
        );
      })}
      {chosenServed && !adding && <StepForward actor={actor} />}
      {adding ? (
        <AddressForm zone={zone} onSave={(address) => actor.send({ type: 'checkout.addAddress', address })} error={error instanceof ApiError ? error : null} />
      ) : (
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {t('address.add')}
        </button>
      )}
    </fieldset>
  );
}

/** The provinces (and their cities) a zone allows, in the page's language's order; all of them for no zone. */
function placesOf(provinces: Province[], zone: DeliveryZone, locale: 'fa' | 'en'): Province[] {
  const allowed = provinces
    .filter((p) => !zone || zone.some((z) => z.province === p.fa))
    .map((p) => {
      const cities = zone?.filter((z) => z.province === p.fa && z.city).map((z) => z.city!);
      // A zone that names a province whole allows all its cities; one that names cities of it, those.
      return cities?.length && !zone!.some((z) => z.province === p.fa && !z.city) ? { ...p, cities: p.cities.filter((c) => cities.includes(c)) } : p;
    });
  return locale === 'en' ? [...allowed].sort((a, b) => a.en.localeCompare(b.en, 'en')) : allowed;
}

function AddressForm({ zone, onSave, error }: { zone: DeliveryZone; onSave(address: AddressInput): void; error: ApiError | null }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const { user } = useSession();
  // The account's own name and mobile to start from: most orders go to the one who places them.
  const [value, setValue] = useState<AddressInput>(() => ({
    ...EMPTY,
    receiverName: user?.fullName ?? '',
    receiverMobile: localDigits(user?.mobile ?? '', locale),
  }));
  const [provinces, setProvinces] = useState<Province[]>([]);
  useEffect(() => {
    void checkoutApi
      .call(addressContracts.provinces, {})
      .then(setProvinces)
      .catch(() => setProvinces([]));
  }, []);
  const places = placesOf(provinces, zone, locale);
  const cities = places.find((p) => p.fa === value.province)?.cities ?? [];
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
          {places.map((p) => (
            <option key={p.id} value={p.fa}>
              {locale === 'en' ? p.en : p.fa}
            </option>
          ))}
        </select>
        {fieldError('province') && <p className="field-error">{fieldError('province')}</p>}
      </div>
      <div className="form-field">
        <label htmlFor="address-city">{t('address.city')}</label>
        <select
          id="address-city"
          name="city"
          value={value.city}
          onChange={set('city')}
          required
          disabled={!cities.length}
          aria-describedby={t('address.cityHint') ? 'address-city-hint' : undefined}
        >
          <option value="">{t('address.choose')}</option>
          {cities.map((c) => (
            <option key={c} value={c} lang="fa">
              {c}
            </option>
          ))}
        </select>
        {t('address.cityHint') && (
          <p id="address-city-hint" className="form-field__hint">
            {t('address.cityHint')}
          </p>
        )}
        {fieldError('city') && <p className="field-error">{fieldError('city')}</p>}
      </div>
      {input('street', { autoComplete: 'address-line1' })}
      {input('postalCode', { inputMode: 'numeric', dir: 'ltr', autoComplete: 'postal-code' })}
      <button type="submit" className="button button--primary">
        {t('address.save')}
      </button>
    </form>
  );
}
