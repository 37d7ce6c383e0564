import { expect } from 'chai';
import { TEST_DATABASES, startTestServer, type TestServer } from '../helpers/server.ts';
import { CART_UPDATE, UNSUPPORTED_CART_UPDATES } from '../../shared/cart-update-types.ts';
import type { CartData, DeliveryMethod } from '../../shared/contracts/cart.ts';
import type { ProductInfo } from '../../shared/contracts/catalog.ts';
import { cartService, mergeCartInto } from '../../server/services/cart.service.ts';
import { repos } from '../../server/db/repos/index.ts';
import { productsRepo } from '../../server/db/repos/products.repo.ts';

type Body<T> = { isSuccess: boolean; data: T | null; messages: { item1: string; item2?: string; code?: string }[] };

for (const database of TEST_DATABASES) {
  describe(`the cart, POST /api/cart/cart (${database.name})`, function () {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(database);
    });
    after(() => server?.close());

    async function cart<T = CartData>(body: Record<string, unknown>, { cookie, lang = 'en' }: { cookie?: string; lang?: string } = {}) {
      const res = await fetch(`${server.url}/api/cart/cart?lang=${lang}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: `cart=${cookie}` } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Body<T>, setCookie: res.headers.getSetCookie() };
    }
    const product = async (id: number) => ((await (await fetch(`${server.url}/api/products/productInfo?id=${id}&lang=en`)).json()) as Body<ProductInfo>).data!;
    /** An item of a product by the variant's English name ("" for a product's only item). */
    const item = async (productId: number, name = '') => (await product(productId)).items.find((i) => i.name === name)!;
    const add = (productItemId: number, count: number, cookie?: string, lang?: string) =>
      cart({ cartUpdateType: CART_UPDATE.add, productItemId, count }, { cookie, lang });
    const db = () => server.db.kysely;
    const linesOf = (uniqueId: string) =>
      db()
        .selectFrom('cart_lines as l')
        .innerJoin('carts as c', 'c.id', 'l.cart_id')
        .select(['l.product_item_id', 'l.count'])
        .where('c.unique_id', '=', uniqueId)
        .orderBy('l.product_item_id')
        .execute();
    async function newUser(mobile: string) {
      const row = await db()
        .insertInto('users')
        .values({ mobile, full_name: 'Test User', created_at: new Date().toISOString() } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }

    it('lists a product’s items with their own price and stock; listings show the lowest price and say "from"', async () => {
      const info = await product(27);
      expect(info.items.map((i) => i.name)).to.deep.equal(['4 kg', '6 kg', '12 kg']);
      expect(info.items.map((i) => i.priceRial)).to.deep.equal([26_000_000, 32_000_000, 54_000_000]);
      expect(info.priceRial).to.equal(26_000_000);
      expect(info.priceFrom).to.equal(true);
      const single = await product(2);
      expect(single.items).to.have.length(1);
      expect(single.priceFrom).to.equal(false);
      // A card asks for the model of a product sold in several (issue 19), never of one sold as one item.
      expect([info.hasModels, single.hasModels]).to.deep.equal([true, false]);
      expect(single.items[0]).to.include({ priceRial: single.priceRial, stock: single.stock, inStock: true });
      // Product 1's 4 mm lens is sold out: the card's button adds the first item that can be bought.
      const withSoldOut = await product(1);
      expect(withSoldOut.items.find((i) => i.name === '4 mm lens')).to.include({ stock: 0, inStock: false });
      expect(withSoldOut.buyItemId).to.equal(withSoldOut.items[0].id);
    });

    it('answers an empty cart to a visitor who has none, and sets no cookie', async () => {
      const { status, body, setCookie } = await cart({ cartUpdateType: CART_UPDATE.getCart });
      expect(status).to.equal(200);
      expect(body.data).to.include({ itemCount: 0, uniqueId: null, payableRial: 0 });
      expect(body.data!.cartItems).to.deep.equal([]);
      expect(setCookie).to.deep.equal([]);
    });

    it('makes a cart on the first add: an unguessable id in data and in an httpOnly, SameSite=Lax cookie for a year', async () => {
      const sixKg = await item(27, '6 kg');
      const { status, body, setCookie } = await cart({ cartUpdateType: CART_UPDATE.add, productItemId: sixKg.id, count: 2, priceRial: 1, unitPriceRial: 1 });
      expect(status).to.equal(200);
      const data = body.data!;
      expect(data.uniqueId).to.match(/^[A-Za-z0-9_-]{22}$/);
      const cookie = setCookie.find((c) => c.startsWith('cart='))!;
      expect(cookie).to.include(`cart=${data.uniqueId}`).and.include('HttpOnly').and.include('SameSite=Lax').and.include('Path=/');
      expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).to.equal(365 * 24 * 60 * 60);
      // The client's prices are ignored: the server prices every line.
      expect(data.cartItems).to.have.length(1);
      expect(data.cartItems[0]).to.include({
        productId: 27,
        productItemId: sixKg.id,
        count: 2,
        unitPriceRial: 32_000_000,
        lineRial: 64_000_000,
        itemName: '6 kg',
      });
      expect(data.cartItems[0].label).to.be.a('string').and.not.equal('');
      expect(data.cartItems[0].picture).to.not.equal(null);
      expect(data).to.include({ itemCount: 2, itemsRial: 64_000_000, discountRial: 0, deliveryRial: 0, payableRial: 64_000_000 });
    });

    it('sets a line’s count rather than adding to it, keeps one line per item, and reads the cart by cookie or uniqueId', async () => {
      const fourKg = await item(27, '4 kg');
      const first = (await add(fourKg.id, 1)).body.data!;
      const id = first.uniqueId!;
      await add(fourKg.id, 3, id);
      const viaBody = (await cart({ cartUpdateType: CART_UPDATE.getCart, uniqueId: id })).body.data!;
      const viaCookie = (await cart({ cartUpdateType: CART_UPDATE.getCart }, { cookie: id })).body.data!;
      expect(viaBody.cartItems.map((l) => l.count)).to.deep.equal([3]);
      expect(viaCookie).to.deep.equal(viaBody);
      expect((await cart({ cartUpdateType: CART_UPDATE.getCartCount }, { cookie: id })).body.data).to.deep.equal({
        uniqueId: id,
        itemCount: 3,
        deliveryId: null,
      });
      expect(await linesOf(id)).to.deep.equal([{ product_item_id: fourKg.id, count: 3 }]);
    });

    it('refuses more than the stock, naming what is left in the visitor’s language', async () => {
      const twelveKg = await item(27, '12 kg');
      const en = await add(twelveKg.id, twelveKg.stock + 1);
      expect(en.status).to.equal(409);
      expect(en.body.isSuccess).to.equal(false);
      expect(en.body.messages[0].code).to.equal('STOCK_LIMIT');
      expect(en.body.messages[0].item1).to.include(String(twelveKg.stock));
      const fa = await add(twelveKg.id, 999, undefined, 'fa');
      expect(fa.body.messages[0].item1).to.include('۱۲');
      expect(en.setCookie, 'no cart is made for a refused add').to.deep.equal([]);
      const soldOut = await item(1, '4 mm lens');
      expect((await add(soldOut.id, 1)).body.messages[0].code).to.equal('OUT_OF_STOCK');
    });

    it('marks a line that ran out (or has fewer left than its count) and leaves it out of the total (issue 19)', async () => {
      const [fourKg, sixKg] = [await item(27, '4 kg'), await item(27, '6 kg')];
      const single = await item(2);
      const uniqueId = (await add(fourKg.id, 2)).body.data!.uniqueId!;
      await add(sixKg.id, 3, uniqueId);
      await add(single.id, 1, uniqueId);
      const stockOf = { [fourKg.id]: fourKg.stock, [sixKg.id]: sixKg.stock };
      try {
        // Sold elsewhere meanwhile: the 4 kg is gone, one 6 kg is left.
        await db().updateTable('product_items').set({ stock: 0 }).where('id', '=', fourKg.id).execute();
        await db().updateTable('product_items').set({ stock: 1 }).where('id', '=', sixKg.id).execute();
        const data = (await cart({ cartUpdateType: CART_UPDATE.getCart }, { cookie: uniqueId })).body.data!;
        const byItem = new Map(data.cartItems.map((l) => [l.productItemId, l]));
        expect(byItem.get(fourKg.id)).to.include({ available: false, stock: 0, count: 2 });
        expect(byItem.get(sixKg.id)).to.include({ available: false, stock: 1, count: 3 });
        expect(byItem.get(single.id)).to.include({ available: true });
        expect(data.itemsRial).to.equal(single.priceRial);
        expect(data.payableRial).to.equal(single.priceRial);
        // Lowered to what is left, the line counts again.
        const lowered = (await add(sixKg.id, 1, uniqueId)).body.data!;
        expect(lowered.cartItems.find((l) => l.productItemId === sixKg.id)).to.include({ available: true });
        expect(lowered.itemsRial).to.equal(single.priceRial! + sixKg.priceRial!);
      } finally {
        for (const [id, stock] of Object.entries(stockOf)) await db().updateTable('product_items').set({ stock }).where('id', '=', Number(id)).execute();
      }
    });

    it('refuses an item sold on price inquiry and points to the consultation form', async () => {
      const inquiry = (await product(17)).items[0];
      expect(inquiry.priceRial).to.equal(null);
      const { status, body } = await add(inquiry.id, 1);
      expect(status).to.equal(409);
      expect(body.messages[0].code).to.equal('PRICE_ON_INQUIRY');
      expect(body.messages[0].item1).to.match(/consultation form/);
    });

    it('answers 400 with a message in the visitor’s language for a missing or unknown item, a bad count or an unknown type', async () => {
      const any = (await item(2)).id;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ cartUpdateType: 1 }, 'CART_ITEM_NOT_FOUND', 'productItemId'],
        [{ cartUpdateType: 1, productItemId: 9_999_999, count: 1 }, 'CART_ITEM_NOT_FOUND', 'productItemId'],
        [{ cartUpdateType: 1, productItemId: any, count: -1 }, 'BAD_INPUT', 'count'],
        [{ cartUpdateType: 1, productItemId: any, count: 1.5 }, 'BAD_INPUT', 'count'],
        [{ cartUpdateType: 1, productItemId: any, count: '2' }, 'BAD_INPUT', 'count'],
        [{ cartUpdateType: 1, productItemId: any, count: 0 }, 'CART_COUNT_INVALID', 'count'],
        [{ cartUpdateType: 99 }, 'CART_TYPE_UNKNOWN', 'cartUpdateType'],
        [{ cartUpdateType: 'add' }, 'BAD_INPUT', 'cartUpdateType'],
        [{}, 'BAD_INPUT', 'cartUpdateType'],
        [{ cartUpdateType: 4 }, 'CART_ITEM_NOT_FOUND', 'productItemId'],
        [{ cartUpdateType: 6, deliveryId: 9999 }, 'DELIVERY_NOT_FOUND', 'deliveryId'],
      ];
      for (const [body, code, field] of cases) {
        const res = await cart(body, { lang: 'fa' });
        expect(res.status, JSON.stringify(body)).to.equal(400);
        expect(res.body.isSuccess).to.equal(false);
        expect(res.body.messages[0], JSON.stringify(body)).to.include({ code, item2: field });
        expect(res.body.messages[0].item1, 'Persian text').to.match(/[\u0600-\u06FF]/);
      }
    });

    it('answers 200 with isSuccess false and a translated message for types this store has no use for', async () => {
      for (const type of UNSUPPORTED_CART_UPDATES) {
        const { status, body } = await cart({ cartUpdateType: type });
        expect(status, `type ${type}`).to.equal(200);
        expect(body.isSuccess).to.equal(false);
        expect(body.messages[0].code).to.equal('CART_TYPE_UNSUPPORTED');
        expect(body.messages[0].item1).to.not.equal('CART_TYPE_UNSUPPORTED');
      }
    });

    it('deletes a line (twice is harmless) and lists the active delivery methods; setting one prices delivery', async () => {
      const a = await item(2);
      const b = await item(29, '6 kg');
      const id = (await add(a.id, 1)).body.data!.uniqueId!;
      await add(b.id, 2, id);
      const afterDelete = (await cart({ cartUpdateType: CART_UPDATE.delete, productItemId: a.id }, { cookie: id })).body.data!;
      expect(afterDelete.cartItems.map((l) => l.productItemId)).to.deep.equal([b.id]);
      expect((await cart({ cartUpdateType: CART_UPDATE.delete, productItemId: a.id }, { cookie: id })).status).to.equal(200);

      const methods = (await cart<DeliveryMethod[]>({ cartUpdateType: CART_UPDATE.getDelivery }, { lang: 'fa' })).body.data!;
      expect(methods).to.have.length(4);
      expect(methods.map((m) => m.needsAddress)).to.deep.equal([true, true, true, false]);
      expect(methods[0].name).to.match(/[\u0600-\u06FF]/);
      const courier = methods[0];
      const set = (await cart({ cartUpdateType: CART_UPDATE.setDelivery, deliveryId: courier.id }, { cookie: id })).body.data!;
      expect(set).to.include({ deliveryId: courier.id, deliveryRial: courier.priceRial, itemsRial: 29_000_000, payableRial: 29_000_000 + courier.priceRial });
    });

    it('treats an unknown cart id, or a cart of a signed-in user, as no cart: never shown, never changed', async () => {
      const bogus = await cart({ cartUpdateType: CART_UPDATE.getCart }, { cookie: 'not-a-cart' });
      expect(bogus.body.data!.cartItems).to.deep.equal([]);
      const userId = await newUser('09120000001');
      const theirs = (await add((await item(2)).id, 1)).body.data!.uniqueId!;
      await db().updateTable('carts').set({ user_id: userId }).where('unique_id', '=', theirs).execute();

      const peek = await cart({ cartUpdateType: CART_UPDATE.getCart, uniqueId: theirs });
      expect(peek.body.data).to.include({ itemCount: 0, uniqueId: null });
      const write = await add((await item(29, '4 kg')).id, 1, theirs);
      expect(write.body.data!.uniqueId).to.not.equal(theirs);
      expect(write.setCookie.join()).to.include(`cart=${write.body.data!.uniqueId}`);
      await cart({ cartUpdateType: CART_UPDATE.delete, productItemId: (await item(2)).id, uniqueId: theirs });
      expect(await linesOf(theirs)).to.deep.equal([{ product_item_id: (await item(2)).id, count: 1 }]);
    });

    it('serves the same page HTML to every anonymous visitor, with a cart or without (the count comes from the browser)', async () => {
      const id = (await add((await item(2)).id, 2)).body.data!.uniqueId!;
      const page = async (cookie?: string) => {
        const res = await fetch(`${server.url}/pr/27/x/`, { headers: cookie ? { Cookie: `cart=${cookie}` } : {} });
        return (await res.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
      };
      const [withCart, without] = await Promise.all([page(id), page()]);
      expect(withCart).to.include('header-cart');
      expect(withCart).to.equal(without);
    });

    it('keeps one line when the same add arrives many times at once', async () => {
      const it2 = await item(2);
      const id = (await add(it2.id, 1)).body.data!.uniqueId!;
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => add(it2.id, 1 + (i % 3), id)));
      expect(answers.every((a) => a.status === 200)).to.equal(true);
      const lines = await linesOf(id);
      expect(lines).to.have.length(1);
      expect(lines[0].count).to.be.within(1, 3);
    });

    it('finds a signed-in visitor’s cart by user, whatever cart id the request names', async () => {
      const userId = await newUser('09120000005');
      const service = cartService({ repos: repos(db()), products: productsRepo(db()), clock: () => new Date(), vat: { ratePercent: 10, included: true } });
      const remembered: string[] = [];
      const signedIn = { locale: 'en' as const, visitor: { ip: '127.0.0.1', userId }, rememberCart: (id: string) => void remembered.push(id) };
      const anon = (await add((await item(2)).id, 1)).body.data!.uniqueId!;
      const added = (await service.update(
        { cartUpdateType: CART_UPDATE.add, productItemId: (await item(29, '4 kg')).id, count: 2, uniqueId: anon },
        signedIn,
      )) as CartData;
      expect(added.uniqueId).to.not.equal(anon);
      expect(remembered, 'a user’s cart needs no cookie').to.deep.equal([]);
      const again = (await service.update(
        { cartUpdateType: CART_UPDATE.getCart },
        { ...signedIn, visitor: { ...signedIn.visitor, cartId: anon } },
      )) as CartData;
      expect(again.uniqueId).to.equal(added.uniqueId);
      expect(again.itemCount).to.equal(2);
      expect(await linesOf(anon)).to.have.length(1);
    });

    describe('merging an anonymous cart into a user’s at login (mergeCartInto)', () => {
      it('adds counts of the same item capped by stock, deletes the anonymous cart, and never doubles when run twice', async () => {
        const userId = await newUser('09120000002');
        const small = await item(28, '2 kg'); // stock 14
        const other = await item(2);
        const mine = (await add(small.id, 10)).body.data!.uniqueId!;
        await db().updateTable('carts').set({ user_id: userId }).where('unique_id', '=', mine).execute();
        const anon = (await add(small.id, 9)).body.data!.uniqueId!;
        await add(other.id, 1, anon);

        await repos(db()).transaction((r) => mergeCartInto(r, { fromCartId: anon, userId }));
        await repos(db()).transaction((r) => mergeCartInto(r, { fromCartId: anon, userId }));

        expect(await linesOf(mine)).to.deep.equal(
          [
            { product_item_id: other.id, count: 1 },
            { product_item_id: small.id, count: small.stock },
          ].sort((a, b) => a.product_item_id - b.product_item_id),
        );
        expect(await db().selectFrom('carts').select('id').where('unique_id', '=', anon).executeTakeFirst()).to.equal(undefined);
      });

      it('gives the anonymous cart to a user who has none, and leaves another user’s cart alone', async () => {
        const userId = await newUser('09120000003');
        const otherUser = await newUser('09120000004');
        const anon = (await add((await item(2)).id, 2)).body.data!.uniqueId!;
        await repos(db()).transaction((r) => mergeCartInto(r, { fromCartId: anon, userId }));
        const row = await db().selectFrom('carts').select('user_id').where('unique_id', '=', anon).executeTakeFirstOrThrow();
        expect(row.user_id).to.equal(userId);
        await repos(db()).transaction((r) => mergeCartInto(r, { fromCartId: anon, userId: otherUser }));
        expect((await db().selectFrom('carts').select('user_id').where('unique_id', '=', anon).executeTakeFirstOrThrow()).user_id).to.equal(userId);
        await repos(db()).transaction((r) => mergeCartInto(r, { fromCartId: 'no-such-cart', userId }));
      });
    });
  });
}
