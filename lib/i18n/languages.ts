// The contract's 100 response languages (core contract, "Supported languages"), with English and native names.
// One list for the whole service: request validation (VAL_2003), /api/info, reference endpoints and the
// language picker all read it, so a code accepted in one place is accepted everywhere.

export interface LanguageInfo {
  code: string;
  name: string;
  native: string;
  /** Right-to-left script. */
  rtl?: boolean;
}

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: "en", name: "English", native: "English" },
  { code: "zh", name: "Chinese", native: "中文" },
  { code: "es", name: "Spanish", native: "Español" },
  { code: "ar", name: "Arabic", native: "العربية", rtl: true },
  { code: "hi", name: "Hindi", native: "हिन्दी" },
  { code: "pt", name: "Portuguese", native: "Português" },
  { code: "ru", name: "Russian", native: "Русский" },
  { code: "ja", name: "Japanese", native: "日本語" },
  { code: "fr", name: "French", native: "Français" },
  { code: "de", name: "German", native: "Deutsch" },
  { code: "ko", name: "Korean", native: "한국어" },
  { code: "tr", name: "Turkish", native: "Türkçe" },
  { code: "it", name: "Italian", native: "Italiano" },
  { code: "nl", name: "Dutch", native: "Nederlands" },
  { code: "pl", name: "Polish", native: "Polski" },
  { code: "el", name: "Greek", native: "Ελληνικά" },
  { code: "sv", name: "Swedish", native: "Svenska" },
  { code: "no", name: "Norwegian", native: "Norsk" },
  { code: "da", name: "Danish", native: "Dansk" },
  { code: "fi", name: "Finnish", native: "Suomi" },
  { code: "cs", name: "Czech", native: "Čeština" },
  { code: "uk", name: "Ukrainian", native: "Українська" },
  { code: "ro", name: "Romanian", native: "Română" },
  { code: "hu", name: "Hungarian", native: "Magyar" },
  { code: "bg", name: "Bulgarian", native: "Български" },
  { code: "hr", name: "Croatian", native: "Hrvatski" },
  { code: "sk", name: "Slovak", native: "Slovenčina" },
  { code: "sl", name: "Slovenian", native: "Slovenščina" },
  { code: "sr", name: "Serbian", native: "Српски" },
  { code: "lt", name: "Lithuanian", native: "Lietuvių" },
  { code: "lv", name: "Latvian", native: "Latviešu" },
  { code: "et", name: "Estonian", native: "Eesti" },
  { code: "ca", name: "Catalan", native: "Català" },
  { code: "eu", name: "Basque", native: "Euskara" },
  { code: "gl", name: "Galician", native: "Galego" },
  { code: "cy", name: "Welsh", native: "Cymraeg" },
  { code: "ga", name: "Irish", native: "Gaeilge" },
  { code: "is", name: "Icelandic", native: "Íslenska" },
  { code: "mt", name: "Maltese", native: "Malti" },
  { code: "sq", name: "Albanian", native: "Shqip" },
  { code: "mk", name: "Macedonian", native: "Македонски" },
  { code: "bs", name: "Bosnian", native: "Bosanski" },
  { code: "lb", name: "Luxembourgish", native: "Lëtzebuergesch" },
  { code: "be", name: "Belarusian", native: "Беларуская" },
  { code: "he", name: "Hebrew", native: "עברית", rtl: true },
  { code: "fa", name: "Persian", native: "فارسی", rtl: true },
  { code: "az", name: "Azerbaijani", native: "Azərbaycan" },
  { code: "ka", name: "Georgian", native: "ქართული" },
  { code: "hy", name: "Armenian", native: "Հայերեն" },
  { code: "kk", name: "Kazakh", native: "Қазақ" },
  { code: "uz", name: "Uzbek", native: "Oʻzbek" },
  { code: "tg", name: "Tajik", native: "Тоҷикӣ" },
  { code: "ky", name: "Kyrgyz", native: "Кыргызча" },
  { code: "tk", name: "Turkmen", native: "Türkmen" },
  { code: "mn", name: "Mongolian", native: "Монгол" },
  { code: "ps", name: "Pashto", native: "پښتو", rtl: true },
  { code: "ku", name: "Kurdish", native: "Kurdî" },
  { code: "bn", name: "Bengali", native: "বাংলা" },
  { code: "ta", name: "Tamil", native: "தமிழ்" },
  { code: "te", name: "Telugu", native: "తెలుగు" },
  { code: "mr", name: "Marathi", native: "मराठी" },
  { code: "gu", name: "Gujarati", native: "ગુજરાતી" },
  { code: "kn", name: "Kannada", native: "ಕನ್ನಡ" },
  { code: "ml", name: "Malayalam", native: "മലയാളം" },
  { code: "pa", name: "Punjabi", native: "ਪੰਜਾਬੀ" },
  { code: "ur", name: "Urdu", native: "اردو", rtl: true },
  { code: "ne", name: "Nepali", native: "नेपाली" },
  { code: "si", name: "Sinhala", native: "සිංහල" },
  { code: "sd", name: "Sindhi", native: "سنڌي", rtl: true },
  { code: "as", name: "Assamese", native: "অসমীয়া" },
  { code: "or", name: "Odia", native: "ଓଡ଼ିଆ" },
  { code: "id", name: "Indonesian", native: "Bahasa Indonesia" },
  { code: "th", name: "Thai", native: "ไทย" },
  { code: "vi", name: "Vietnamese", native: "Tiếng Việt" },
  { code: "ms", name: "Malay", native: "Bahasa Melayu" },
  { code: "my", name: "Burmese", native: "မြန်မာ" },
  { code: "km", name: "Khmer", native: "ខ្មែរ" },
  { code: "lo", name: "Lao", native: "ລາວ" },
  { code: "fil", name: "Filipino", native: "Filipino" },
  { code: "tl", name: "Tagalog", native: "Tagalog" },
  { code: "jv", name: "Javanese", native: "Basa Jawa" },
  { code: "su", name: "Sundanese", native: "Basa Sunda" },
  { code: "af", name: "Afrikaans", native: "Afrikaans" },
  { code: "sw", name: "Swahili", native: "Kiswahili" },
  { code: "am", name: "Amharic", native: "አማርኛ" },
  { code: "ha", name: "Hausa", native: "Hausa" },
  { code: "yo", name: "Yoruba", native: "Yorùbá" },
  { code: "ig", name: "Igbo", native: "Igbo" },
  { code: "zu", name: "Zulu", native: "isiZulu" },
  { code: "xh", name: "Xhosa", native: "isiXhosa" },
  { code: "so", name: "Somali", native: "Soomaali" },
  { code: "mg", name: "Malagasy", native: "Malagasy" },
  { code: "la", name: "Latin", native: "Latina" },
  { code: "eo", name: "Esperanto", native: "Esperanto" },
  { code: "yi", name: "Yiddish", native: "ייִדיש", rtl: true },
  { code: "ht", name: "Haitian Creole", native: "Kreyòl ayisyen" },
  { code: "mi", name: "Māori", native: "Te Reo Māori" },
  { code: "sm", name: "Samoan", native: "Gagana Sāmoa" },
  { code: "to", name: "Tongan", native: "Lea faka-Tonga" },
  { code: "haw", name: "Hawaiian", native: "ʻŌlelo Hawaiʻi" },
];

export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);
const CODE_SET = new Set(LANGUAGE_CODES);

export const DEFAULT_LANGUAGE = "en";

/** True when `code` is one of the 100 supported codes (exact, lower-case). */
export function isLanguageCode(code: string): boolean {
  return CODE_SET.has(code);
}

export function languageInfo(code: string): LanguageInfo | undefined {
  return LANGUAGES.find((l) => l.code === code);
}
