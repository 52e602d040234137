/**
 * Reading a 100,000-row bank file (the parsing part of issue 23's import benchmark; the preview
 * and commit through the server are in import-commit.ts): a CSV and an OFX 2.x statement, built
 * here, each read three times in this process.
 */
import { parseBankFile } from '../server/src/modules/imports/index.ts';
import { median } from './first-load.ts';

const ROWS = 100_000;
const RUNS = 3;

const day = (i: number) => new Date(Date.UTC(2015, 0, 1) + Math.floor(i / 50) * 86_400_000).toISOString().slice(0, 10);
const amount = (i: number) => `${i % 7 === 0 ? '' : '-'}${(i % 997) + 1}.${String(i % 100).padStart(2, '0')}`;

export function bigCsv() {
  const lines = ['Date,Description,Amount'];
  for (let i = 0; i < ROWS; i++) lines.push(`${day(i)},"MERCHANT ${i % 500}, STORE",${amount(i)}`);
  return lines.join('\r\n');
}

export function bigOfx() {
  const parts = ['<?xml version="1.0"?><?OFX OFXHEADER="200" VERSION="220"?><OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD</CURDEF>'];
  parts.push('<BANKACCTFROM><BANKID>1</BANKID><ACCTID>1</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM><BANKTRANLIST>');
  for (let i = 0; i < ROWS; i++) {
    parts.push(`<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>${day(i).replaceAll('-', '')}</DTPOSTED><TRNAMT>${amount(i)}</TRNAMT><FITID>${i}</FITID><NAME>MERCHANT ${i % 500}</NAME></STMTTRN>\n`);
  }
  parts.push('</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>');
  return parts.join('');
}

export function benchImports() {
  return [
    { label: 'CSV', bytes: new TextEncoder().encode(bigCsv()) },
    { label: 'OFX 2.x', bytes: new TextEncoder().encode(bigOfx()) },
  ].map(({ label, bytes }) => {
    const times: number[] = [];
    let rows = 0;
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const parsed = parseBankFile(bytes);
      times.push(performance.now() - started);
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      rows = parsed.rows.length;
    }
    return { label, megabytes: bytes.byteLength / 1024 / 1024, rows, medianMs: median(times), heapGrowthMb: (heapPeak - heapBefore) / 1024 / 1024 };
  });
}
