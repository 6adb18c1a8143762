/**
 * What customers say about Escaparate, shown on /pricing and the plan page. Only real quotes go
 * here, each from a customer who agreed in writing to its publication with their name, role and
 * agency (the date of that consent is kept with the quote, and the signed consent with the
 * sales records). Invented reviews presented as real are unfair commercial practice (Directive
 * (EU) 2019/2161; Ley General para la Defensa de los Consumidores y Usuarios, art. 20): until
 * there are real ones, the block shows `exampleUseCases`, labelled as examples, with no person.
 */
export interface CustomerQuote {
  quote: string;
  name: string;
  /** "Directora, Fincas Albero (Valencia)". */
  role: string;
  /** When the customer agreed in writing to this quote being published (YYYY-MM-DD). */
  consentDate: string;
}

export const customerQuotes: readonly CustomerQuote[] = [];

/** How an agency can use the product: illustrations of its features, said to be examples. */
export const exampleUseCases = {
  title: 'Cómo pueden usarlo las agencias',
  note: 'Ejemplos de uso para ilustrar el producto: no son opiniones de clientes.',
  items: [
    {
      title: 'Contactos con la oficina cerrada',
      body: 'Una agencia de barrio cuelga los carteles QR en el escaparate. Quien pasa un domingo escanea el cartel, ve el piso y deja sus datos; la agencia recibe el aviso al momento.',
    },
    {
      title: 'Un piso vacío que se imagina amueblado',
      body: 'En un piso sin muebles, el comprador elige estancia y estilo en la microweb y lo ve amueblado virtualmente con IA, con la foto real siempre a un gesto.',
    },
    {
      title: 'Del alta al cartel en minutos',
      body: 'El agente da de alta el inmueble desde el móvil, sube las fotos e imprime el cartel A4. Los leads llegan al panel y al correo.',
    },
  ],
} as const;

export const customerQuotesTitle = 'Lo que dicen las agencias';
