// Part L renderer 2: an iText 5 (5.5.13) "LIS printout". Reads a line spec written by render_itext.py (one command
// per line, tab-separated, "\n" escaped as "\\n") and prints it: a page event draws the repeated page header (logo,
// lab lines, a Code 128 barcode box with the sample id, a patient strip) and the footer with "page x of y"
// (a PdfTemplate filled at close); the results are PdfPTable rows (header row repeated when a table continues
// on the next page), bordered or borderless; fonts are TrueType embedded as BaseFont.IDENTITY_H (DejaVu, Liberation,
// Droid Sans Fallback for CJK through a FontSelector) or the base-14 Helvetica.
//   javac -cp /usr/share/java/itext5.jar LisPrint.java && java -cp /usr/share/java/itext5.jar:. LisPrint spec.txt out.pdf
import com.itextpdf.text.*;
import com.itextpdf.text.pdf.*;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.List;

public class LisPrint {
  static BaseFont reg, bold, fallback;
  static float size = 8.5f;
  static List<String> head = new ArrayList<>();
  static List<String[]> strip = new ArrayList<>();
  static String headRight = null, barcode = null, logo = null, foot = "", pageword = "Page {p} of {n}";
  static boolean landscape = false;

  static String un(String s) { return s.replace("\\n", "\n"); }

  static Phrase ph(String s, boolean b, float sz) {
    FontSelector fs = new FontSelector();
    fs.addFont(new Font(b ? bold : reg, sz));
    if (fallback != null) fs.addFont(new Font(fallback, sz));
    Phrase p = fs.process(un(s));
    if (p.isEmpty()) p = new Phrase(" ", new Font(reg, sz));
    return p;
  }

  static class Ev extends PdfPageEventHelper {
    PdfTemplate total;
    public void onOpenDocument(PdfWriter w, Document d) { total = w.getDirectContent().createTemplate(40, 12); }
    public void onEndPage(PdfWriter w, Document d) {
      if (head.isEmpty()) return; // the table printed alone (hybrid documents' image source)
      PdfContentByte cb = w.getDirectContent();
      Rectangle ps = d.getPageSize();
      float left = d.leftMargin(), right = ps.getWidth() - d.rightMargin(), top = ps.getHeight() - 22;
      float x = left;
      try {
        if (logo != null) {
          Image im = Image.getInstance(logo);
          im.scaleToFit(46, 46);
          im.setAbsolutePosition(left, top - 44);
          cb.addImage(im);
          x = left + 54;
        }
      } catch (Exception e) { throw new RuntimeException(e); }
      float y = top - 12;
      for (int i = 0; i < head.size(); i++) {
        ColumnText.showTextAligned(cb, Element.ALIGN_LEFT, ph(head.get(i), i == 0, i == 0 ? 13f : 7.5f), x, y, 0);
        y -= (i == 0 ? 12 : 9);
      }
      if (barcode != null) {
        Barcode128 bc = new Barcode128();
        bc.setCode(barcode);
        bc.setBarHeight(20f);
        bc.setX(0.8f);
        Image bi = bc.createImageWithBarcode(cb, null, null);
        float bw = bi.getScaledWidth();
        cb.setLineWidth(0.7f);
        cb.rectangle(right - bw - 8, top - 38, bw + 8, 40);
        cb.stroke();
        bi.setAbsolutePosition(right - bw - 4, top - 34);
        try { cb.addImage(bi); } catch (DocumentException e) { throw new RuntimeException(e); }
      }
      if (headRight != null)
        ColumnText.showTextAligned(cb, Element.ALIGN_RIGHT, ph(headRight, false, 7f), right, top - 48, 0);
      float ly = Math.min(y, top - 50) - 2;
      cb.setLineWidth(1.1f);
      cb.moveTo(left, ly); cb.lineTo(right, ly); cb.stroke();
      // patient strip repeated on each page
      float sy = ly - 10;
      for (String[] r : strip) {
        float colw = (right - left) / (r.length / 2f);
        for (int k = 0; k + 1 < r.length; k += 2) {
          float cx = left + colw * (k / 2);
          Phrase p = new Phrase();
          p.add(ph(r[k] + " ", true, 7.8f));
          p.add(ph(r[k + 1], false, 7.8f));
          ColumnText.showTextAligned(cb, Element.ALIGN_LEFT, p, cx, sy, 0);
        }
        sy -= 9.5f;
      }
      if (!strip.isEmpty()) { cb.setLineWidth(0.5f); cb.moveTo(left, sy + 5); cb.lineTo(right, sy + 5); cb.stroke(); }
      // footer
      float fy = 22;
      cb.setLineWidth(0.5f); cb.moveTo(left, fy + 9); cb.lineTo(right, fy + 9); cb.stroke();
      ColumnText.showTextAligned(cb, Element.ALIGN_LEFT, ph(foot, false, 6.8f), left, fy, 0);
      String[] pw = pageword.split("\\{n\\}", -1);
      String pre = pw[0].replace("{p}", String.valueOf(w.getPageNumber()));
      Phrase pp = ph(pre, false, 6.8f);
      float pwid = ColumnText.getWidth(pp);
      ColumnText.showTextAligned(cb, Element.ALIGN_LEFT, pp, right - pwid - 14, fy, 0);
      cb.addTemplate(total, right - 14, fy);
    }
    public void onCloseDocument(PdfWriter w, Document d) {
      if (head.isEmpty()) return;
      ColumnText.showTextAligned(total, Element.ALIGN_LEFT, ph(String.valueOf(w.getPageNumber()), false, 6.8f), 0, 0, 0);
    }
  }

  static BaseFont bf(String p) throws Exception {
    if (p.equals("HELVETICA")) return BaseFont.createFont(BaseFont.HELVETICA, BaseFont.CP1252, BaseFont.NOT_EMBEDDED);
    if (p.equals("HELVETICA_BOLD")) return BaseFont.createFont(BaseFont.HELVETICA_BOLD, BaseFont.CP1252, BaseFont.NOT_EMBEDDED);
    return BaseFont.createFont(p, BaseFont.IDENTITY_H, BaseFont.EMBEDDED);
  }

  public static void main(String[] a) throws Exception {
    List<String> spec = Files.readAllLines(Paths.get(a[0]), StandardCharsets.UTF_8);
    float[] margins = {36, 36, 110, 42};
    int bodyStart = 0;
    for (int i = 0; i < spec.size(); i++) {
      String[] f = spec.get(i).split("\t", -1);
      switch (f[0]) {
        case "PAGE": landscape = f[1].equals("A4L"); for (int k = 0; k < 4; k++) margins[k] = Float.parseFloat(f[2 + k]); break;
        case "FONT": reg = bf(f[1]); bold = bf(f[2]); if (f.length > 3 && !f[3].isEmpty()) fallback = bf(f[3]); break;
        case "SIZE": size = Float.parseFloat(f[1]); break;
        case "HEAD": head.add(f[1]); break;
        case "HEADRIGHT": headRight = f[1]; break;
        case "BARCODE": barcode = f[1]; break;
        case "LOGO": logo = f[1]; break;
        case "FOOT": foot = f[1]; break;
        case "PAGEWORD": pageword = f[1]; break;
        case "STRIP": strip.add(Arrays.copyOfRange(f, 1, f.length)); break;
        default: break;
      }
      if (f[0].equals("BODY")) { bodyStart = i + 1; break; }
    }
    Rectangle ps = landscape ? PageSize.A4.rotate() : PageSize.A4;
    Document doc = new Document(ps, margins[0], margins[1], margins[2], margins[3]);
    PdfWriter w = PdfWriter.getInstance(doc, new FileOutputStream(a[1]));
    w.setPageEvent(new Ev());
    doc.addCreator("LIS report server (iText)");
    doc.open();
    PdfPTable t = null;
    int ncols = 0;
    boolean border = false;
    float pad = 2f;
    for (int i = bodyStart; i < spec.size(); i++) {
      String[] f = spec.get(i).split("\t", -1);
      switch (f[0]) {
        case "TITLE": {
          Paragraph p = new Paragraph(ph(f[1], true, size + 2.5f));
          p.setAlignment(Element.ALIGN_CENTER); p.setSpacingAfter(4);
          doc.add(p); break;
        }
        case "PINFO": {
          int n = (f.length - 1) / 2;
          PdfPTable pt = new PdfPTable(n * 2);
          float[] ws = new float[n * 2];
          for (int k = 0; k < n; k++) { ws[2 * k] = 2; ws[2 * k + 1] = 3; }
          pt.setWidths(ws); pt.setWidthPercentage(100);
          for (int k = 1; k + 1 < f.length; k += 2) {
            PdfPCell c1 = new PdfPCell(ph(f[k], true, size)); c1.setBorder(0); c1.setPadding(1);
            PdfPCell c2 = new PdfPCell(ph(f[k + 1], false, size)); c2.setBorder(0); c2.setPadding(1);
            pt.addCell(c1); pt.addCell(c2);
          }
          doc.add(pt); break;
        }
        case "TABLE": {
          border = f[1].equals("1");
          String[] ws = f[2].split(",");
          float[] wf = new float[ws.length];
          for (int k = 0; k < ws.length; k++) wf[k] = Float.parseFloat(ws[k]);
          ncols = wf.length;
          t = new PdfPTable(wf); t.setWidthPercentage(100); t.setHeaderRows(1); t.setSpacingBefore(5);
          t.setSplitLate(false);
          break;
        }
        case "TH": {
          for (int k = 1; k < f.length; k++) {
            PdfPCell c = new PdfPCell(ph(f[k], true, size));
            c.setPadding(pad); c.setBackgroundColor(new BaseColor(0xE4, 0xE8, 0xEE));
            c.setBorder(border ? Rectangle.BOX : (Rectangle.TOP | Rectangle.BOTTOM));
            c.setBorderWidth(border ? 0.5f : 0.9f);
            t.addCell(c);
          }
          break;
        }
        case "SEC": case "NOTE": {
          boolean sec = f[0].equals("SEC");
          Phrase p = ph(f[1], sec, sec ? size + 0.3f : size - 0.6f);
          PdfPCell c = new PdfPCell(p); c.setColspan(ncols); c.setPadding(pad);
          if (sec) c.setPaddingTop(5);
          c.setBorder(border ? Rectangle.BOX : Rectangle.NO_BORDER); c.setBorderWidth(0.5f);
          t.addCell(c); break;
        }
        case "TR": {
          for (int k = 1; k < f.length; k++) {
            String s = f[k]; boolean b = false; int al = Element.ALIGN_LEFT;
            if (s.startsWith("*!")) { b = true; s = s.substring(2); }
            if (s.startsWith(">!")) { al = Element.ALIGN_RIGHT; s = s.substring(2); }
            if (s.startsWith("*!")) { b = true; s = s.substring(2); }
            PdfPCell c = new PdfPCell(ph(s, b, size)); c.setPadding(pad); c.setHorizontalAlignment(al);
            c.setBorder(border ? Rectangle.BOX : Rectangle.NO_BORDER); c.setBorderWidth(0.5f);
            t.addCell(c);
          }
          break;
        }
        case "ENDTABLE": doc.add(t); t = null; break;
        case "NEWPAGE": doc.newPage(); break;
        case "PARA": {
          Paragraph p = new Paragraph(ph(f[1], false, size - 0.5f)); p.setSpacingBefore(3); doc.add(p); break;
        }
        case "IMAGE": {
          Image im = Image.getInstance(f[1]);
          float wpt = Float.parseFloat(f[2]);
          im.scaleToFit(wpt, 2000); im.setSpacingBefore(6);
          doc.add(im); break;
        }
        case "SIGN": {
          PdfPTable st = new PdfPTable(f.length - 1); st.setWidthPercentage(100); st.setSpacingBefore(18); st.setKeepTogether(true);
          for (int k = 1; k < f.length; k++) {
            PdfPCell c = new PdfPCell(ph(f[k], false, size - 0.5f)); c.setBorder(0); c.setHorizontalAlignment(Element.ALIGN_CENTER);
            st.addCell(c);
          }
          doc.add(st); break;
        }
        default: break;
      }
    }
    doc.close();
  }
}
