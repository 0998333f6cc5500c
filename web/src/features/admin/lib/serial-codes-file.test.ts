import { describe, expect, it } from 'vitest';
import { csvOf } from './csv';
import { codesOfFile } from './serial-codes-file';

describe("the codes of a printer's file", () => {
  it("reads this screen's own download: the header left out, the code of each row", () => {
    const file = csvOf(['Serial number', 'Course', 'Batch'], [['7KQM-4XTP-9BRW', 'Python for beginners', 'Book, first print'], ['H3CV-8NDA-2KPX', 'Python for beginners', 'Book, first print']]);
    expect(codesOfFile(file)).toEqual(['7KQM-4XTP-9BRW', 'H3CV-8NDA-2KPX']);
  });

  it('reads a plain list, quoted cells and other separators, keeping a line that is not a code for the form to name', () => {
    expect(codesOfFile('7kqm4xtp9brw\n"H3CV-8NDA-2KPX",x\nMMMM-NNNN-PPPP;1\n\nnot a code\n\n')).toEqual(['7kqm4xtp9brw', 'H3CV-8NDA-2KPX', 'MMMM-NNNN-PPPP', '', 'not a code']);
  });

  it('keeps a lone line as it is, code or not', () => {
    expect(codesOfFile('Serial number')).toEqual(['Serial number']);
    expect(codesOfFile('')).toEqual([]);
  });
});
