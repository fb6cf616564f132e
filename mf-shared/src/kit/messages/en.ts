// The kit's own texts in English (issue 13); `ne.ts` holds the same keys in Nepali.
export const en = {
  state: {
    error: 'Something went wrong',
  },
  upload: {
    selectFile: 'Select file',
    selectFiles: 'Select files',
    progress: 'Upload progress',
  },
  offline: {
    formNotice: 'You are offline. This form needs a connection to send; what you type here is kept.',
    sendFail: 'You are offline, so nothing was sent. What you typed is kept: send it again when you are back online.',
  },
  pdf: {
    controls: '{{title}}: PDF controls',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    page: 'Page',
    of: 'of {{pages}}',
    pageOf: '{{title}}, page {{page}}',
    cannotPreview: 'This file cannot be previewed',
    download: 'Download {{name}}',
  },
  richText: {
    /** the YouTube block's button, and its accessible name with the video's title */
    play: 'Play video',
    playTitle: 'Play video: {{title}}',
    /** the block's label when the editor gave the video no title */
    video: 'YouTube video',
  },
};
