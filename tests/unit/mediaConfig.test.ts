import { describe, expect, it } from 'vitest';
import { config, createConfig, mediaUrl } from '../../src/config.ts';
import { videoFiles } from '../../src/content/media.ts';
import { demoVideoSources } from '../../src/content/demoVideoSources.ts';
import { dashboardLoop } from '../../src/content/dashboardLoop.ts';

describe('video paths are deployment settings (VITE_*_VIDEO_PATH)', () => {
  it('default to the sample files of the local media folder', () => {
    expect(createConfig({}).videos).toEqual({
      demo: { mp4: 'demo.mp4', webm: 'demo.webm', phone: { mp4: 'demo-540.mp4', webm: 'demo-540.webm' } },
      dashboard: { mp4: 'dashboard-loop.mp4', webm: 'dashboard-loop.webm' },
    });
  });

  it('name the MP4; the WebM twin follows its name unless set on its own', () => {
    const { videos } = createConfig({
      VITE_DEMO_VIDEO_PATH: ' videos/demo-2025-06.mp4 ',
      VITE_DEMO_PHONE_VIDEO_PATH: 'videos/demo-2025-06-540p.mp4',
      VITE_DASHBOARD_VIDEO_PATH: 'loop-v2.mp4',
      VITE_DASHBOARD_VIDEO_WEBM_PATH: 'encodes/loop-v2-vp9.webm',
    });
    expect(videos.demo).toEqual({
      mp4: 'videos/demo-2025-06.mp4',
      webm: 'videos/demo-2025-06.webm',
      phone: { mp4: 'videos/demo-2025-06-540p.mp4', webm: 'videos/demo-2025-06-540p.webm' },
    });
    expect(videos.dashboard).toEqual({ mp4: 'loop-v2.mp4', webm: 'encodes/loop-v2-vp9.webm' });
  });

  it('empty values fall back to the defaults; a name without extension gets one', () => {
    expect(
      createConfig({ VITE_DEMO_VIDEO_PATH: '', VITE_DEMO_VIDEO_WEBM_PATH: '  ', VITE_DEMO_PHONE_VIDEO_PATH: ' ' })
        .videos.demo,
    ).toEqual({
      mp4: 'demo.mp4',
      webm: 'demo.webm',
      phone: { mp4: 'demo-540.mp4', webm: 'demo-540.webm' },
    });
    expect(createConfig({ VITE_DASHBOARD_VIDEO_PATH: 'v1.2/loop' }).videos.dashboard).toEqual({
      mp4: 'v1.2/loop',
      webm: 'v1.2/loop.webm',
    });
  });

  it('a leading slash is harmless: the media URL has exactly one', () => {
    const { videos } = createConfig({ VITE_DEMO_VIDEO_PATH: '/demo-v2.mp4' });
    expect(mediaUrl(videos.demo.mp4)).toBe(`${config.supabaseUrl}/storage/v1/object/public/media/demo-v2.mp4`);
    expect(mediaUrl(videos.demo.webm)).toBe(`${config.supabaseUrl}/storage/v1/object/public/media/demo-v2.webm`);
  });

  it('feed the video sources the pages and the service worker use', () => {
    expect(videoFiles).toEqual(config.videos);
    // The full rendition first, for screens wider than a phone in portrait; the phone one takes the rest.
    expect(demoVideoSources).toEqual([
      { src: mediaUrl(config.videos.demo.mp4), type: 'video/mp4', media: '(min-width: 481px)' },
      { src: mediaUrl(config.videos.demo.webm), type: 'video/webm', media: '(min-width: 481px)' },
      { src: mediaUrl(config.videos.demo.phone.mp4), type: 'video/mp4' },
      { src: mediaUrl(config.videos.demo.phone.webm), type: 'video/webm' },
    ]);
    expect(dashboardLoop.sources.map((source) => source.src)).toEqual([
      mediaUrl(config.videos.dashboard.mp4),
      mediaUrl(config.videos.dashboard.webm),
    ]);
  });
});
