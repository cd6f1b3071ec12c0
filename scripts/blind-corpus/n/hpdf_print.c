/* Part N: a small libharu (Haru Free PDF Library 2.3) printer for the display list written by layout.py.
 * Lines: FONT <key> <ttf path> | PAGE <w> <h> | T <font key> <size> <x> <y> <L|R|C> <grey> <text>
 *        | LINE x1 y1 x2 y2 width grey | BOX x y w h grey.  TrueType fonts are embedded with
 * HPDF_LoadTTFontFromFile and used through the UTF-8 encoder; right/centre alignment by HPDF_Page_TextWidth. */
#include <hpdf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void err(HPDF_STATUS e, HPDF_STATUS d, void *u) { fprintf(stderr, "libharu error %04X %u\n", (unsigned)e, (unsigned)d); exit(2); }

static char *field(char **p) { char *s = *p, *t = strchr(s, '\t'); if (t) { *t = 0; *p = t + 1; } else { char *n = strchr(s, '\n'); if (n) *n = 0; *p = s + strlen(s); } return s; }

int main(int argc, char **argv) {
  if (argc < 3) return 1;
  FILE *f = fopen(argv[1], "r");
  if (!f) return 1;
  HPDF_Doc pdf = HPDF_New(err, NULL);
  HPDF_UseUTFEncodings(pdf);
  HPDF_SetCurrentEncoder(pdf, "UTF-8");
  HPDF_SetCompressionMode(pdf, HPDF_COMP_ALL);
  HPDF_SetInfoAttr(pdf, HPDF_INFO_CREATOR, "LIS report printer (libharu)");
  char keys[8][8]; HPDF_Font fonts[8]; int nf = 0;
  HPDF_Page page = NULL;
  static char line[65536];
  while (fgets(line, sizeof line, f)) {
    char *p = line; char *cmd = field(&p);
    if (!strcmp(cmd, "FONT")) {
      char *k = field(&p), *path = field(&p);
      const char *name = HPDF_LoadTTFontFromFile(pdf, path, HPDF_TRUE);
      strncpy(keys[nf], k, 7); keys[nf][7] = 0; fonts[nf++] = HPDF_GetFont(pdf, name, "UTF-8");
    } else if (!strcmp(cmd, "PAGE")) {
      double w = atof(field(&p)), h = atof(field(&p));
      page = HPDF_AddPage(pdf); HPDF_Page_SetWidth(page, w); HPDF_Page_SetHeight(page, h);
    } else if (!strcmp(cmd, "T")) {
      char *k = field(&p); double size = atof(field(&p)), x = atof(field(&p)), y = atof(field(&p));
      char *al = field(&p); double g = atof(field(&p)); char *s = field(&p);
      HPDF_Font fo = fonts[0];
      for (int i = 0; i < nf; i++) if (!strcmp(keys[i], k)) fo = fonts[i];
      HPDF_Page_SetFontAndSize(page, fo, size);
      HPDF_Page_SetGrayFill(page, g);
      double tw = HPDF_Page_TextWidth(page, s);
      if (al[0] == 'R') x -= tw; else if (al[0] == 'C') x -= tw / 2;
      HPDF_Page_BeginText(page); HPDF_Page_TextOut(page, x, y, s); HPDF_Page_EndText(page);
    } else if (!strcmp(cmd, "LINE")) {
      double x1 = atof(field(&p)), y1 = atof(field(&p)), x2 = atof(field(&p)), y2 = atof(field(&p)), w = atof(field(&p)), g = atof(field(&p));
      HPDF_Page_SetLineWidth(page, w); HPDF_Page_SetGrayStroke(page, g);
      HPDF_Page_MoveTo(page, x1, y1); HPDF_Page_LineTo(page, x2, y2); HPDF_Page_Stroke(page);
    } else if (!strcmp(cmd, "BOX")) {
      double x = atof(field(&p)), y = atof(field(&p)), w = atof(field(&p)), h = atof(field(&p)), g = atof(field(&p));
      HPDF_Page_SetGrayFill(page, g); HPDF_Page_Rectangle(page, x, y, w, h); HPDF_Page_Fill(page);
    }
  }
  fclose(f);
  HPDF_SaveToFile(pdf, argv[2]);
  HPDF_Free(pdf);
  return 0;
}
