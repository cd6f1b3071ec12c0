// The clinician areas of the web app. `ready` false = the page says plainly that it is not built yet.
export interface NavItem {
  href: string;
  label: string;
  ready: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { href: "/dashboard", label: "Dashboard", ready: true },
  { href: "/analyses", label: "Upload & results", ready: true },
  { href: "/patients", label: "Patients", ready: true },
  { href: "/trends", label: "Trends", ready: true },
  { href: "/body-map", label: "Body map", ready: true },
  { href: "/family-health", label: "Family health", ready: true },
  { href: "/dna", label: "DNA", ready: true },
  { href: "/supplements", label: "Supplement catalogue", ready: true },
  { href: "/account", label: "Account & credits", ready: true },
];
