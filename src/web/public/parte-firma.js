// The finger signature on the visitor's signing page (/parte/{token}, drawn by the server in
// modules/visits/sheet-page.ts). It shows the pad, draws with pointer events (finger, pen or mouse)
// on a 600×200 canvas, and puts the drawing as a PNG data URL in the form's hidden `signature`
// field when the form is sent. A signature sent back with an error page is drawn again.
(() => {
  const form = document.getElementById('sign-form');
  const box = form?.querySelector('[data-pad]');
  const canvas = box?.querySelector('canvas');
  const field = form?.querySelector('input[name="signature"]');
  const clear = form?.querySelector('[data-pad-clear]');
  if (!form || !box || !canvas || !field || !clear) return;
  box.hidden = false;
  clear.hidden = false;
  const ctx = canvas.getContext('2d');
  // About 2 CSS pixels on a phone's pad, as thick as the dashboard's.
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = '#1a237e';
  let drawn = false;
  let last = null;

  if (field.value.startsWith('data:image/png;base64,')) {
    const image = new Image();
    image.onload = () => {
      ctx.drawImage(image, 0, 0);
      drawn = true;
    };
    image.src = field.value;
  }

  const point = (event) => {
    const rect = canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) * canvas.width) / rect.width,
      y: ((event.clientY - rect.top) * canvas.height) / rect.height,
    };
  };
  // One finger (or pen, or mouse) draws at a time: a second finger resting on the screen would
  // otherwise join its line to the first one's.
  let active = null;
  canvas.addEventListener('pointerdown', (event) => {
    if (active !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    active = event.pointerId;
    canvas.setPointerCapture(event.pointerId);
    last = point(event);
    ctx.beginPath();
    ctx.arc(last.x, last.y, ctx.lineWidth / 2, 0, Math.PI * 2);
    ctx.fillStyle = ctx.strokeStyle;
    ctx.fill();
    drawn = true;
  });
  canvas.addEventListener('pointermove', (event) => {
    if (event.pointerId !== active || !last) return;
    event.preventDefault();
    // The coalesced points keep a fast finger's line smooth where the browser gives them.
    const events = event.getCoalescedEvents?.() ?? [];
    ctx.beginPath();
    ctx.moveTo(last.x, last.y);
    for (const e of events.length ? events : [event]) {
      last = point(e);
      ctx.lineTo(last.x, last.y);
    }
    ctx.stroke();
  });
  const end = (event) => {
    if (event.pointerId !== active) return;
    active = null;
    last = null;
  };
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);
  clear.addEventListener('click', () => {
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    drawn = false;
    active = null;
    last = null;
    field.value = '';
  });
  form.addEventListener('submit', () => {
    field.value = drawn ? canvas.toDataURL('image/png') : '';
  });
})();
