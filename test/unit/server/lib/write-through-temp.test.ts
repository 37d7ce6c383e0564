import { expect } from 'chai';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeThroughTemp } from '../../../../server/lib/write-through-temp.ts';

describe('writeThroughTemp', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'negahban-write-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the whole file in place and nothing else', async () => {
    await writeThroughTemp(join(dir, 'a.avif'), (temp) => writeFile(temp, 'picture'));
    expect(readdirSync(dir)).to.deep.equal(['a.avif']);
    expect(readFileSync(join(dir, 'a.avif'), 'utf8')).to.equal('picture');
  });

  it('leaves neither the file nor its temp when the write fails half-way', async () => {
    const failing = async (temp: string) => {
      await writeFile(temp, 'half a pic');
      throw new Error('encoder died');
    };
    let error: unknown;
    await writeThroughTemp(join(dir, 'a.avif'), failing).catch((err: unknown) => (error = err));
    expect((error as Error)?.message).to.equal('encoder died');
    expect(readdirSync(dir)).to.deep.equal([]);
  });
});
