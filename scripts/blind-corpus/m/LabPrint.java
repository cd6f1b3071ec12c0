// Part M: a low-level "hospital system" printer on Apache PDFBox 2: reads a display list written by render_pdfbox.py
// (one command per line, tab-separated) and writes the page content streams itself: showText at given x positions,
// right-aligned or centred text by measuring string width with the font, lines drawn for rules, filled boxes,
// Type 0 fonts loaded with PDType0Font.load (embedded subsets, Identity-H).
//   PAGE w h | FONT key path | FALLBACK key otherkey (characters the first font lacks: Droid Sans Fallback for CJK) | T font size x y align(L/R/C) grey text | LINE x1 y1 x2 y2 width grey | BOX x y w h grey
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;
import org.apache.pdfbox.pdmodel.*;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.*;

public class LabPrint {
  public static void main(String[] a) throws Exception {
    PDDocument doc = new PDDocument();
    Map<String, PDFont> fonts = new HashMap<>();
    Map<String, String> fallback = new HashMap<>();
    PDPageContentStream cs = null;
    BufferedReader br = new BufferedReader(new InputStreamReader(new FileInputStream(a[0]), StandardCharsets.UTF_8));
    String line;
    while ((line = br.readLine()) != null) {
      String[] f = line.split("\t", -1);
      switch (f[0]) {
        case "FONT": fonts.put(f[1], PDType0Font.load(doc, new File(f[2]))); break;
        case "FALLBACK": fallback.put(f[1], f[2]); break;
        case "PAGE": {
          if (cs != null) cs.close();
          PDPage p = new PDPage(new PDRectangle(Float.parseFloat(f[1]), Float.parseFloat(f[2])));
          doc.addPage(p);
          cs = new PDPageContentStream(doc, p);
          break;
        }
        case "T": {
          PDFont font = fonts.get(f[1]);
          float size = Float.parseFloat(f[2]), x = Float.parseFloat(f[3]), y = Float.parseFloat(f[4]);
          String text = f[7];
          // runs of characters per font: the document font, or its fallback for the characters it has no glyph for
          List<PDFont> rf = new ArrayList<>();
          List<String> rs = new ArrayList<>();
          PDFont fb = fallback.containsKey(f[1]) ? fonts.get(fallback.get(f[1])) : null;
          int i = 0;
          while (i < text.length()) {
            int cp = text.codePointAt(i);
            String ch = new String(Character.toChars(cp));
            PDFont use = font;
            if (fb != null) { try { font.encode(ch); } catch (Exception e) { use = fb; } }
            if (!rf.isEmpty() && rf.get(rf.size() - 1) == use) rs.set(rs.size() - 1, rs.get(rs.size() - 1) + ch);
            else { rf.add(use); rs.add(ch); }
            i += ch.length();
          }
          float w = 0;
          for (int k = 0; k < rf.size(); k++) w += rf.get(k).getStringWidth(rs.get(k)) / 1000f * size;
          if (f[5].equals("R")) x -= w; else if (f[5].equals("C")) x -= w / 2;
          float g = Float.parseFloat(f[6]);
          cs.setNonStrokingColor(g, g, g);
          for (int k = 0; k < rf.size(); k++) {
            cs.beginText(); cs.setFont(rf.get(k), size); cs.newLineAtOffset(x, y); cs.showText(rs.get(k)); cs.endText();
            x += rf.get(k).getStringWidth(rs.get(k)) / 1000f * size;
          }
          break;
        }
        case "LINE": {
          float g = Float.parseFloat(f[6]);
          cs.setStrokingColor(g, g, g); cs.setLineWidth(Float.parseFloat(f[5]));
          cs.moveTo(Float.parseFloat(f[1]), Float.parseFloat(f[2])); cs.lineTo(Float.parseFloat(f[3]), Float.parseFloat(f[4])); cs.stroke();
          break;
        }
        case "BOX": {
          float g = Float.parseFloat(f[5]);
          cs.setNonStrokingColor(g, g, g);
          cs.addRect(Float.parseFloat(f[1]), Float.parseFloat(f[2]), Float.parseFloat(f[3]), Float.parseFloat(f[4])); cs.fill();
          break;
        }
      }
    }
    if (cs != null) cs.close();
    doc.getDocumentInformation().setProducer("LabPrint (Apache PDFBox 2.0.27)");
    doc.save(a[1]);
    doc.close();
  }
}
