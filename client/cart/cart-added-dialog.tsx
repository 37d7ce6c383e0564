import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLocalizedPath } from '../i18n/locale.ts';
import { cartActor } from './cart-runtime.ts';
import { useSession } from '../auth/session.ts';
import { Modal } from '../ui/modal.tsx';

/**
 * The cart-added dialog of the shell (spec §2): greets the visitor by full name when known, says the order was added
 * and names the product and its model;
 * "continue the purchase process" closes it, "view cart" goes to /basket/.
 */
export function CartAddedDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const fullName = useSession().user?.fullName;
  const actor = cartActor();
  const open = useSelector(actor, (s) => s.context.dialogOpen);
  const added = useSelector(actor, (s) => s.context.cart?.cartItems.find((l) => l.productItemId === s.context.lastAddedItemId) ?? null);
  const close = () => actor.send({ type: 'cart.closeDialog' });
  return (
    <Modal open={open} onClose={close} title={t('cart:dialog.title')}>
      <div className="cart-dialog">
        {fullName && <p>{t('cart:dialog.greeting', { name: fullName })}</p>}
        <p>{t('cart:dialog.body')}</p>
        {/* What was added, by name and model: a product has several, and the visitor should see which one it was. */}
        {added && (
          <p className="cart-dialog__item">
            <strong>
              <bdi>{added.name}</bdi>
            </strong>
            {added.itemName && (
              <span className="cart-dialog__model">
                {t('cart:dialog.model')}: <bdi>{added.itemName}</bdi>
              </span>
            )}
          </p>
        )}
        <div className="cart-dialog__actions">
          <button type="button" className="button" onClick={close}>
            {t('cart:dialog.continue')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              close();
              void navigate(localize('/basket/'));
            }}
          >
            {t('cart:dialog.view')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
