/// What the spec preview page (`PreviewPage`) and the package preview page (`PackagePreviewPage`)
/// share, so that they look alike and log images the same way for the browser test: the base style,
/// and the script helpers `$` (an element by id) and `checksum` (FNV-1a over an image's decoded
/// pixels, the value each page writes into `#preview-log`).
enum PreviewPageShared {
    static let baseStyle = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#eef0f3;color:#1c1c1e}
        header{position:sticky;top:0;background:#fff;border-bottom:1px solid #ddd;padding:8px 16px;z-index:1}
        h1{font-size:16px;margin:0 0 6px}label{margin-right:12px;white-space:nowrap}
        """

    static let scriptHelpers = """
        var $ = function (id) { return document.getElementById(id); };
        function checksum(img) {
          var canvas = document.createElement('canvas');
          canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
          var context = canvas.getContext('2d');
          context.drawImage(img, 0, 0);
          var pixels = context.getImageData(0, 0, canvas.width, canvas.height).data, h = 2166136261;
          for (var i = 0; i < pixels.length; i++) { h ^= pixels[i]; h = Math.imul(h, 16777619) >>> 0; }
          return h.toString(16);
        }
        """
}
