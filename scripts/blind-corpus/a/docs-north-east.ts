import type { Report } from './model';
export const docs: Array<() => Report> = [];
