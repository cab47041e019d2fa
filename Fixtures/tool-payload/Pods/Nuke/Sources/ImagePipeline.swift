public enum ImagePipeline {}
