import type { Metadata } from "next";
import { GeistSans } from "geist/font/sans";
import { connection } from "next/server";
import "./globals.css";

export const metadata: Metadata = {
  title: "LabLens — laboratory report analysis",
  description: "Blood test analysis, trends and reports for clinics.",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Rendered per request, so Next.js can put the Content-Security-Policy nonce (lib/server) on its scripts.
  await connection();
  return (
    <html lang="en" className={GeistSans.variable}>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
