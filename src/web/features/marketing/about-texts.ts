/** Spanish texts of /about. It states no figure: the claims strip (texts.ts) holds the ones the product keeps (decision 017). */
export const aboutTexts = {
  eyebrow: 'Sobre nosotros',
  title: 'Hacemos que el escaparate de tu inmobiliaria trabaje las 24 horas',
  lead: 'Escaparate es una herramienta española, hecha para las agencias inmobiliarias que siguen confiando en su escaparate para captar clientes.',
  storyTitle: 'Nuestra historia',
  story: [
    'Escaparate nació en 2024 de una escena que se repite en cualquier calle de España: alguien se para delante del escaparate de una inmobiliaria, mira una ficha en papel, duda y sigue su camino. Si la agencia está cerrada, ese interés se pierde.',
    'Quisimos que ese momento no se perdiera. Un cartel A4 con un código QR lleva a quien pasa por delante a la microweb del inmueble; allí lo ve amueblado con IA a su gusto y deja sus datos. La agencia recibe el lead al instante, a cualquier hora.',
    'Lo construimos escuchando a agencias españolas, grandes y pequeñas, y seguimos mejorándolo cada semana con las que lo usan.',
  ],
  illustration: 'Escaparate de una inmobiliaria de noche, con un cartel QR',
  valuesTitle: 'Nuestros valores',
  valuesLead: 'Lo que guía cada decisión que tomamos sobre el producto.',
  values: {
    innovation: {
      title: 'Innovación',
      body: 'Llevamos la IA al escaparate de barrio: staging virtual en segundos, sin muebles, sin fotógrafos y sin complicaciones.',
    },
    collaboration: {
      title: 'Colaboración',
      body: 'Diseñamos cada función con las agencias que la usan. Sus sugerencias marcan lo que construimos a continuación.',
    },
    results: {
      title: 'Resultados',
      body: 'Medimos lo que importa: vistas, escaneos, leads y conversión. Si una función no ayuda a vender, no entra.',
    },
    passion: {
      title: 'Pasión',
      body: 'Nos encanta el sector inmobiliario y el comercio de proximidad, y se nota en cada detalle del producto.',
    },
  },
  closingTitle: 'Haz que tu escaparate capte clientes',
  closingBody: 'Publica tu primer inmueble e imprime su cartel QR hoy mismo.',
  start: 'Empieza ahora',
} as const;
