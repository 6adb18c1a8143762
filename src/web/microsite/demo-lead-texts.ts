import type { Lang, Translation } from '../../shared/lang';

/** Spanish texts of the demo's answer: 'Demo completada', and what the agency would have received. */
export const demoLeadTexts = {
  done: 'Demo completada',
  body: (agency: string) =>
    `No se ha enviado nada. En la versión real, ${agency} recibiría ahora tu solicitud con estos datos:`,
  name: 'Nombre',
  contact: 'Contacto',
  interest: 'Interés',
  cta: 'Crea tu cuenta y recibe las solicitudes de tus inmuebles',
} as const;

export const demoLeadTextsEn: Translation<typeof demoLeadTexts> = {
  done: 'Demo completed',
  body: (agency) =>
    `Nothing has been sent. In the real version, ${agency} would now receive your request with these details:`,
  name: 'Name',
  contact: 'Contact',
  interest: 'Interest',
  cta: 'Create your account and receive the requests for your properties',
};

export const demoLeadTextsFor = (lang: Lang) => (lang === 'en' ? demoLeadTextsEn : demoLeadTexts);
