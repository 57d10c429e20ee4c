/** Waits until the images are ready to paint, or `capMs` at most (a failed image counts as ready). */
export async function preloadImages(urls: readonly string[], capMs: number): Promise<void> {
  const decoded = urls.map((url) => {
    const image = new Image();
    image.src = url;
    return image.decode().catch(() => undefined);
  });
  await Promise.race([Promise.all(decoded), new Promise((resolve) => setTimeout(resolve, capMs))]);
}
