import { refuseUnsupportedMode, type StagingPreset } from './preset';

/**
 * FLUX.1 Kontext [pro], an instruction-following editor: it changes what the prompt asks and
 * keeps the rest of the photo (walls, openings, floor, camera), which is what staging needs.
 * An official model, so it is called by name (`POST /v1/models/{owner}/{name}/predictions`)
 * and Replicate serves its current version at a fixed price per image. Being an editor, it does
 * every staging mode: furnish, empty, renovate and change the sky are all instructions.
 */
export const fluxKontextPro: StagingPreset = {
  model: 'black-forest-labs/flux-kontext-pro',
  modes: ['furnish', 'empty', 'renovate', 'exterior'],
  request(input, imageUrl) {
    refuseUnsupportedMode(this, input);
    return {
      model: this.model,
      input: {
        prompt: input.prompt,
        input_image: imageUrl,
        aspect_ratio: 'match_input_image',
        output_format: 'jpg',
        seed: input.seed,
        // Our prompt carries the "keep the architecture" instruction; a rewrite could drop it.
        prompt_upsampling: false,
      },
    };
  },
};
