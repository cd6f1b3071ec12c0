// The questionnaire's labels in the 12 complete languages.
import { ar } from "./ar";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { nl } from "./nl";
import { pl } from "./pl";
import { pt } from "./pt";
import { ru } from "./ru";
import { tr } from "./tr";
import type { QuestionnaireLabels } from "./types";
import { zh } from "./zh";

export type { QuestionnaireLabels };
export const QUESTIONNAIRE_LABELS: Readonly<Record<string, QuestionnaireLabels>> = { en, de, fr, es, it, pt, tr, nl, pl, ru, zh, ar };
