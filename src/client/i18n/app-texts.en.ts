/*
 * The texts of the app's frame and home page, which every first visit shows (docs/decisions/035).
 * The spec's English texts stay word for word; app-texts.ta.ts has the same keys in Tamil.
 */
const appTexts = {
  portalName: 'Citizen Services Portal',
  /** Every tab's title: the page's, then the portal's name. */
  documentTitle: (page: string) => `${page} | Citizen Services Portal`,
  /** What a page shows while its code or its data is on the way. */
  loading: 'Loading...',
  skipToContent: 'Skip to main content',
  /** The page's <noscript> and description, written by the prerenderer into every page in this language. */
  noscript: 'Pages open without JavaScript, but sending a form or a payment needs it. Please enable it, or visit the municipal office.',
  description: 'Apply for certificates, pay municipal taxes and bills, and track grievances online.',
  nav: {
    label: 'Main',
    menu: 'Menu',
    home: 'Home',
    certificates: 'Certificates',
    taxes: 'Taxes',
    grievances: 'Grievances',
    outbox: 'Outbox',
    myRequests: 'My requests',
    /** The My requests link's count: how many of one's requests changed status since the list was last looked at. */
    changed: (count: number) => (count === 1 ? '1 request changed status' : `${count} requests changed status`),
    admin: 'Admin',
    login: 'Login',
    register: 'Register',
    logout: 'Logout',
    account: 'My Account',
    welcome: (name: string) => `Welcome, ${name}`,
  },
  footer: {
    rights: (year: number, municipality: string) => `© ${year} ${municipality}. Municipality portal for citizen services.`,
    contact: 'Contact Us',
  },
  home: {
    title: 'Home',
    heroTitle: 'Municipal services, from wherever you are',
    heroText: 'Apply for certificates, pay your taxes and bills, and raise grievances online, without a trip to the office.',
    applyForCertificate: 'Apply for a Certificate',
    payTaxes: 'Pay Taxes and Bills',
    servicesTitle: 'Our Services',
    services: {
      certificates: {
        title: 'Certificates',
        description: 'Apply for birth, death, community, income, nativity and first graduate certificates.',
      },
      taxes: { title: 'Tax Payments', description: 'Pay property, water, electricity, gas and land taxes and bills.' },
      grievances: { title: 'Grievances', description: 'Report a problem in your area and track it by complaint ID.' },
      track: {
        title: 'Track an Application',
        description: 'See where an application is with its reference and the mobile number given in it, without an account.',
      },
    },
    statsTitle: 'The portal in numbers',
    stats: {
      certificatesIssued: 'Certificates Issued',
      taxPayments: 'Tax Payments Processed',
      satisfaction: 'Citizen Satisfaction',
      availability: 'Online Availability',
    },
    ctaTitle: 'Ready to get started?',
    ctaText: 'Apply for your certificate today, or contact the municipal office if you need help.',
    getStarted: 'Get Started',
    contactUs: 'Contact Us',
  },
  notFound: {
    title: 'Page Not Found',
    intro: 'The page you are looking for does not exist or has moved.',
    goHome: 'Go Home',
  },
  /** A page whose code did not load or that failed to render (src/client/app/route-error.tsx). */
  routeError: {
    title: 'Something went wrong',
    intro: 'This page could not be loaded. Check your connection and try again.',
    details: (detail: string) => `Details: ${detail}`,
    tryAgain: 'Try Again',
  },
  /** While a protected page waits for the session (src/client/app/route-guard.tsx). */
  checkingSession: 'Checking your session...',
};

export type AppTexts = typeof appTexts;
export default appTexts;
