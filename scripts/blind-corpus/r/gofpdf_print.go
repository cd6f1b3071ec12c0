// Part R: Go gofpdf printer of the display list (layout.py). Debian golang-github-jung-kurt-gofpdf-dev 2.17.2,
// built offline (GO111MODULE=off, GOPATH=/usr/share/gocode). TrueType files added with AddUTF8Font (subset,
// Identity-H with ToUnicode); strings placed with Text(x, y) at their baseline (right/centre alignment from
// GetStringWidth); rules with Line, shaded bars with Rect "F". Option GOFONT <regular> <bold> (read with AddUTF8FontFromBytes).
//   go run gofpdf_print.go <spec.lp> <out.pdf>
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/jung-kurt/gofpdf"
)

func f(s string) float64 { v, _ := strconv.ParseFloat(s, 64); return v }

func main() {
	spec, out := os.Args[1], os.Args[2]
	fh, err := os.Open(spec)
	if err != nil {
		panic(err)
	}
	var lines [][]string
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		lines = append(lines, strings.Split(sc.Text(), "\t"))
	}
	var reg, bold, title string
	var w0, h0 float64
	for _, p := range lines {
		switch p[0] {
		case "GOFONT":
			reg, bold = p[1], p[2]
		case "TITLE":
			title = p[1]
		case "PAGE":
			if w0 == 0 {
				w0, h0 = f(p[1]), f(p[2])
			}
		}
	}
	pdf := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "pt", Size: gofpdf.SizeType{Wd: w0, Ht: h0}})
	pdf.SetMargins(0, 0, 0)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetTitle(title, true)
	pdf.SetCreator("gofpdf Text/Line/Rect", true)
	rb, err := os.ReadFile(reg)
	if err != nil {
		panic(err)
	}
	bb, err := os.ReadFile(bold)
	if err != nil {
		panic(err)
	}
	pdf.AddUTF8FontFromBytes("Lab", "", rb)
	pdf.AddUTF8FontFromBytes("Lab", "B", bb)
	var H float64
	for _, p := range lines {
		switch p[0] {
		case "PAGE":
			w, h := f(p[1]), f(p[2])
			// gofpdf takes the sheet's portrait size and turns it for "L"
			orient, pw, ph := "P", w, h
			if w > h {
				orient, pw, ph = "L", h, w
			}
			pdf.AddPageFormat(orient, gofpdf.SizeType{Wd: pw, Ht: ph})
			H = h
		case "T":
			st := ""
			if p[1] == "b" {
				st = "B"
			}
			size, x, y, al, g, s := f(p[2]), f(p[3]), f(p[4]), p[5], f(p[6]), p[7]
			pdf.SetFont("Lab", st, size)
			c := int(g * 255)
			pdf.SetTextColor(c, c, c)
			w := pdf.GetStringWidth(s)
			if al == "R" {
				x -= w
			} else if al == "C" {
				x -= w / 2
			}
			pdf.Text(x, H-y, s)
		case "LINE":
			c := int(f(p[6]) * 255)
			pdf.SetDrawColor(c, c, c)
			pdf.SetLineWidth(f(p[5]))
			pdf.Line(f(p[1]), H-f(p[2]), f(p[3]), H-f(p[4]))
		case "BOX":
			c := int(f(p[5]) * 255)
			pdf.SetFillColor(c, c, c)
			pdf.Rect(f(p[1]), H-f(p[2])-f(p[4]), f(p[3]), f(p[4]), "F")
		}
	}
	if pdf.Err() {
		fmt.Fprintln(os.Stderr, pdf.Error())
		os.Exit(1)
	}
	if err := pdf.OutputFileAndClose(out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
