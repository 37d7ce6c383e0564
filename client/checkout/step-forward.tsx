import { useTranslation } from '../i18n/react.tsx';
import type { CheckoutActor } from './checkout-runtime.ts';

/** "Next" on a step whose choice is already made: whatever was chosen before, the step has a way on. */
export function StepForward({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('checkout');
  return (
    <button type="button" className="button button--primary checkout__forward" onClick={() => actor.send({ type: 'checkout.next' })}>
      {t('next')}
    </button>
  );
}
