import { refuseUnsupportedMode, type StagingPreset } from './preset';

/**
 * adirik/interior-design: Stable Diffusion with MLSD and segmentation ControlNets that hold the
 * room's lines. A community model, so it is called by pinned version (`POST /v1/predictions`)
 * and a new upload by its author cannot change our renders unnoticed. It furnishes only: it
 * regenerates the whole image from the room's lines, so it cannot take furniture out, repaint one
 * surface or swap a sky while leaving the rest of the photo as it is.
 */
export const interiorDesign: StagingPreset = {
  model: 'adirik/interior-design:76604baddc85b1b4616e1c6475eca080da339c8875bd4996705440484a6eac38',
  modes: ['furnish'],
  request(input, imageUrl) {
    refuseUnsupportedMode(this, input);
    return {
      version: this.model.split(':')[1]!,
      input: {
        image: imageUrl,
        prompt: input.prompt,
        negative_prompt: input.negativePrompt ?? '',
        // The model's own defaults: strong prompt adherence while the ControlNets keep the lines.
        guidance_scale: 15,
        prompt_strength: 0.8,
        num_inference_steps: 50,
        seed: input.seed,
      },
    };
  },
};
