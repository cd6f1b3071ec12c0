// Part R: C++ PoDoFo printer of the display list (layout.py). Debian libpodofo-dev 0.9.8, compiled with g++.
// TrueType files loaded with PdfDocument::CreateFont(name, bold, italic, symbol, PdfIdentityEncoding,
// eFontCreationFlags_None, embed, file) — a CID font, Identity-H, with a ToUnicode map — or, with option
// PODOFOFONT base14 <name> <bold name>, one of the standard 14 fonts in WinAnsiEncoding, not embedded. Strings from
// UTF-8 (PdfString(pdf_utf8*)) placed with PdfPainter::DrawText at the baseline, right/centre alignment from
// PdfFontMetrics::StringWidth; rules with DrawLine + Stroke, shaded bars with Rectangle + Fill.
//   g++ -O1 podofo_print.cpp -o podofo_print $(pkg-config --cflags --libs libpodofo)
//   ./podofo_print <spec.lp> <out.pdf>
#include <podofo/podofo.h>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace PoDoFo;

static std::vector<std::string> split(const std::string &s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == '\t') { out.push_back(cur); cur.clear(); } else cur += c;
  }
  out.push_back(cur);
  return out;
}

int main(int argc, char **argv) {
  std::ifstream in(argv[1]);
  std::vector<std::vector<std::string>> lines;
  std::string ln;
  while (std::getline(in, ln)) lines.push_back(split(ln));
  std::string reg, bold, title = "report";
  bool base14 = false;
  for (auto &p : lines) {
    if (p[0] == "PODOFOFONT") {
      if (p[1] == "base14") { base14 = true; reg = p[2]; bold = p[3]; } else { reg = p[1]; bold = p[2]; }
    }
    if (p[0] == "TITLE") title = p[1];
  }
  try {
    PdfMemDocument doc;
    PdfFont *fr, *fb;
    if (base14) {
      fr = doc.CreateFont(reg.c_str(), false, false, false, PdfEncodingFactory::GlobalWinAnsiEncodingInstance(),
                          PdfFontCache::eFontCreationFlags_AutoSelectBase14, false);
      fb = doc.CreateFont(bold.c_str(), false, false, false, PdfEncodingFactory::GlobalWinAnsiEncodingInstance(),
                          PdfFontCache::eFontCreationFlags_AutoSelectBase14, false);
    } else {
      fr = doc.CreateFont("LabRegular", false, false, false, new PdfIdentityEncoding(0, 0xffff, true),
                          PdfFontCache::eFontCreationFlags_None, true, reg.c_str());
      fb = doc.CreateFont("LabBold", true, false, false, new PdfIdentityEncoding(0, 0xffff, true),
                          PdfFontCache::eFontCreationFlags_None, true, bold.c_str());
    }
    if (!fr || !fb) { std::cerr << "font not loaded\n"; return 1; }
    doc.GetInfo()->SetTitle(PdfString(reinterpret_cast<const pdf_utf8 *>(title.c_str())));
    doc.GetInfo()->SetCreator(PdfString("PoDoFo PdfPainter"));
    PdfPainter painter;
    PdfPage *page = nullptr;
    for (auto &p : lines) {
      const std::string &k = p[0];
      if (k == "PAGE") {
        if (page) painter.FinishPage();
        page = doc.CreatePage(PdfRect(0, 0, std::stod(p[1]), std::stod(p[2])));
        painter.SetPage(page);
      } else if (k == "T") {
        PdfFont *f = p[1] == "b" ? fb : fr;
        double size = std::stod(p[2]), x = std::stod(p[3]), y = std::stod(p[4]), g = std::stod(p[6]);
        f->SetFontSize(size);
        painter.SetFont(f);
        painter.SetColor(g, g, g);
        PdfString s(reinterpret_cast<const pdf_utf8 *>(p[7].c_str()));
        if (base14) {
          // WinAnsi: PoDoFo converts the UTF-8 string to the font's encoding
          s = PdfString(reinterpret_cast<const pdf_utf8 *>(p[7].c_str()));
        }
        double w = f->GetFontMetrics()->StringWidth(s);
        if (p[5] == "R") x -= w; else if (p[5] == "C") x -= w / 2;
        painter.DrawText(x, y, s);
      } else if (k == "LINE") {
        double g = std::stod(p[6]);
        painter.SetStrokingColor(g, g, g);
        painter.SetStrokeWidth(std::stod(p[5]));
        painter.DrawLine(std::stod(p[1]), std::stod(p[2]), std::stod(p[3]), std::stod(p[4]));
      } else if (k == "BOX") {
        double g = std::stod(p[5]);
        painter.SetColor(g, g, g);
        painter.Rectangle(std::stod(p[1]), std::stod(p[2]), std::stod(p[3]), std::stod(p[4]));
        painter.Fill();
      }
    }
    painter.FinishPage();
    doc.Write(argv[2]);
  } catch (PdfError &e) {
    e.PrintErrorMsg();
    return 1;
  }
  return 0;
}
