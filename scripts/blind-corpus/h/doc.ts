import type { Meta, Panel, Row } from './kit';

export interface Doc {
  id: string;
  country: string;
  language: string;
  producer: 'chromium' | 'libreoffice';
  split: 'tune' | 'holdout';
  classes: string[];
  layout: string[];
  meta: Meta;
  panels: Panel[];
  /** printed strings that look like results and are not */
  notResults: string[];
  html: string;
  /** Chromium page footer template (page numbers) */
  footer?: string;
  /** the truth's flag for an abnormal row, as printed (arrows → H/L; null when only bold/colour) */
  flagOf: (r: Row) => string | null;
  /** variants made from this source */
  scan?: boolean;
  photo?: { skew?: number };
}
