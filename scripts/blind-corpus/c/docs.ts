/** Every source document of part C, with the image variants derived from it (same split as the source). */
import type { Report as AReport } from '../a/model';
import type { Report as BReport } from '../b/model';
import { aDocs as en, au01 } from './docs-en';
import { aDocs as ind, in02 } from './docs-in';
import { aDocs as cyr, ua01 } from './docs-cyr';
import { aDocs as cn, cn01, cn02, cn04 } from './docs-cn';
import { aDocs as lat, de01 } from './docs-latin';
import { aDocs as blk } from './docs-block';

export type Doc =
  | { model: 'a'; build: () => AReport; derive?: 'scan' | 'photo' }
  | { model: 'b'; rep: BReport; derive?: 'scan' | 'photo' };

export const DOCS: Doc[] = [
  { model: 'a', build: en.us01, derive: 'scan' },
  { model: 'a', build: en.us02 },
  { model: 'b', rep: au01, derive: 'photo' },
  { model: 'a', build: en.au02 },
  { model: 'a', build: en.gb01, derive: 'scan' },
  { model: 'a', build: en.gb02 },
  { model: 'a', build: ind.in01, derive: 'photo' },
  { model: 'a', build: ind.in03 },
  { model: 'b', rep: in02 },
  { model: 'a', build: ind.in04, derive: 'photo' },
  { model: 'a', build: cyr.ru01, derive: 'scan' },
  { model: 'a', build: cyr.ru02, derive: 'scan' },
  { model: 'b', rep: ua01 },
  { model: 'a', build: cyr.ua02 },
  { model: 'b', rep: cn01, derive: 'scan' },
  { model: 'b', rep: cn02 },
  { model: 'a', build: cn.cn03, derive: 'photo' },
  { model: 'b', rep: cn04 },
  { model: 'a', build: lat.br01 },
  { model: 'a', build: lat.br02, derive: 'scan' },
  { model: 'b', rep: de01 },
  { model: 'a', build: lat.de02 },
  { model: 'a', build: lat.fr01 },
  { model: 'a', build: lat.fr02, derive: 'scan' },
  { model: 'a', build: blk.ph01 },
  { model: 'a', build: blk.ng01 },
];
