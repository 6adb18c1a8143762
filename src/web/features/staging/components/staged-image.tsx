import { stagingTexts } from '../../../../shared/staging';

/** A staged image always shows, on the picture, that it was furnished by AI (EU AI Act art. 50). */
export function StagedImage({ src, alt }: { src: string; alt: string }) {
  return (
    <figure className="relative">
      <img src={src} alt={alt} loading="lazy" className="aspect-[4/3] w-full rounded-lg object-cover" />
      <figcaption className="absolute bottom-1.5 left-1.5 rounded bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-white">
        {stagingTexts.labelAi}
      </figcaption>
    </figure>
  );
}
