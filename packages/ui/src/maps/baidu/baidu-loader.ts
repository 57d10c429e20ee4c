import type { BMapNamespace } from './baidu-types';

declare global {
  interface Window {
    BMap?: BMapNamespace;
    __hotelBaiduMapsReady?: () => void;
  }
}

let loading: Promise<BMapNamespace> | null = null;

/** Loads the Baidu Maps JS API v3.0 once per page, through its `callback` parameter (no document.write). */
export function loadBaidu(ak: string): Promise<BMapNamespace> {
  if (window.BMap?.Map) return Promise.resolve(window.BMap);
  loading ??= new Promise<BMapNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    window.__hotelBaiduMapsReady = () => {
      delete window.__hotelBaiduMapsReady;
      if (window.BMap?.Map) resolve(window.BMap);
      else reject(new Error('Baidu Maps loaded without BMap'));
    };
    script.src = `https://api.map.baidu.com/api?v=3.0&ak=${encodeURIComponent(ak)}&callback=__hotelBaiduMapsReady`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Baidu Maps could not load'));
    };
    document.head.append(script);
  });
  return loading;
}
