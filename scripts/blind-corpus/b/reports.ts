// Every report of blind corpus half b, in generation order.
import { type Report } from './model';
import { CN } from './reports-cn';
import { CYR } from './reports-cyr';
import { ASIA } from './reports-asia';
import { RTL } from './reports-rtl';
import { LATIN } from './reports-latin';
import { MORE } from './reports-more';

export const REPORTS: Report[] = [...CN, ...CYR, ...ASIA, ...RTL, ...LATIN, ...MORE];
