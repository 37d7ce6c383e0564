import { expect } from 'chai';
import { readNote, writeNote } from '../../../shared/order-notes.ts';

describe('shared/order-notes: the notes of an order’s timeline', () => {
  it('stores the server’s notes as a key with its parameters, and reads them back', () => {
    const stored = writeNote({ key: 'chequeSubmitted', sayadId: '1234567890123456' });
    expect(JSON.parse(stored)).to.deep.equal({ key: 'chequeSubmitted', sayadId: '1234567890123456' });
    expect(readNote(stored)).to.deep.equal({ machine: { key: 'chequeSubmitted', sayadId: '1234567890123456' }, text: null });
    expect(readNote(writeNote({ key: 'notPaidInTime' }))).to.deep.equal({ machine: { key: 'notPaidInTime' }, text: null });
  });

  it('keeps the operator’s words beside the server’s part, as typed', () => {
    const stored = writeNote({ key: 'refunded', amountToman: 450000 }, '  واریز به کارت مشتری ');
    expect(readNote(stored)).to.deep.equal({ machine: { key: 'refunded', amountToman: 450000 }, text: 'واریز به کارت مشتری' });
  });

  it('stores the operator’s words alone as typed; nothing at all is no note', () => {
    expect(writeNote(null, 'left at the door')).to.equal('left at the door');
    expect(readNote('left at the door')).to.deep.equal({ machine: null, text: 'left at the door' });
    expect(writeNote(null, '  ')).to.equal(null);
    expect(readNote(null)).to.deep.equal({ machine: null, text: null });
  });

  it('never reads an operator’s note that looks like the format as one of the server’s', () => {
    const typed = '{"key":"notPaidInTime"}';
    expect(readNote(writeNote(null, typed))).to.deep.equal({ machine: null, text: typed });
  });

  it('shows older notes and anything it does not know as the text they are', () => {
    for (const old of [
      'Sayad 1234567890123456',
      'tracking: POST-7788 — handle with care',
      '{not json',
      '{"key":"unknown"}',
      '{"key":"chequeSubmitted"}',
      '[1,2]',
    ]) {
      expect(readNote(old)).to.deep.equal({ machine: null, text: old });
    }
  });
});
