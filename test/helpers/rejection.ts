import { expect } from 'chai';

/** The error a promise must reject with, checked to be of the given class. */
export async function rejection<E extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(type);
    return error as E;
  }
  throw new Error(`expected a ${type.name}, but the promise resolved`);
}
