/** Texts of the public pages' header and footer (the SPA and the server-rendered site pages). */
export const siteTexts = {
  skipLink: 'Saltar al contenido',
  homeLink: 'Escaparate, ir al inicio',
  mainNav: 'Principal',
  mobileNav: 'Menú móvil',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  nav: { features: 'Características', pricing: 'Precios', dashboard: 'Dashboard', contact: 'Contacto' },
  login: 'Iniciar sesión',
  register: 'Empezar gratis',
  goToDashboard: 'Ir al panel',
  footerNav: 'Pie de página',
  pitch:
    'Carteles QR, microwebs y staging virtual con IA para que tu escaparate capte clientes las 24 horas.',
  footerColumns: {
    product: 'Producto',
    company: 'Empresa',
    legal: 'Legal',
  },
  footerLinks: {
    features: 'Características',
    pricing: 'Precios',
    demo: 'Demo',
    about: 'Sobre nosotros',
    blog: 'Blog',
    contact: 'Contacto',
    terms: 'Términos',
    privacy: 'Privacidad',
    cookies: 'Cookies',
    legalNotice: 'Aviso legal',
  },
  copyright: (year: number) => `© ${year} Escaparate`,
} as const;
